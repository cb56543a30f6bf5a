import Cookies from 'js-cookie';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';

/** SPEC §3: the cookie that records consent. */
export const CONSENT_COOKIE_NAME = 'termos-de-uso';
/** SPEC §9: consent lasts 15 days, then the banner asks again. */
export const CONSENT_COOKIE_DAYS = 15;

/** The cookie notice, shown until the visitor accepts (SPEC §4). */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => Cookies.get(CONSENT_COOKIE_NAME) !== undefined);
  if (accepted) return null;

  const accept = () => {
    Cookies.set(CONSENT_COOKIE_NAME, 'aceito', {
      expires: CONSENT_COOKIE_DAYS,
      sameSite: 'lax',
      path: '/',
    });
    setAccepted(true);
  };

  return (
    <Banner role="region" aria-label="Aviso de cookies">
      <Text>
        Usamos cookies para melhorar a sua experiência, lembrar as suas preferências e analisar o
        uso do site. Ao continuar navegando, você concorda com os nossos{' '}
        <Link to={paths.termsOfUse.getHref()}>Termos de uso</Link>.
      </Text>
      <Button onClick={accept}>Aceitar</Button>
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.banner};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.grey900};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
