import { lazy, Suspense } from 'react';
import { classed } from '@/theme/classed';
import styles from './cookie-banner.module.css';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ALL_ACCEPTED, NON_ESSENTIAL_REFUSED } from '@/lib/consent';
import { useHydrated } from '@/lib/use-hydrated';
import { useConsentActions, useConsentPreferencesOpen, useConsentRecord } from '@/stores/consent';

// Opened on demand ('Personalizar', the footer's link): its code stays off the first route.
const CookiePreferences = lazy(() =>
  import('./cookie-preferences').then((module) => ({ default: module.CookiePreferences })),
);

/**
 * The cookie notice (product-rules §2, §4), shown until the visitor makes a choice, which the
 * `termos-de-uso` cookie keeps for 15 days (lib/consent). A real choice (LGPD art. 8, the ANPD's
 * cookie guide): refusing takes one click, like accepting, and 'Personalizar' chooses per
 * category. Nothing optional runs before the choice (app/start-analytics).
 *
 * It also hosts the preferences dialog, since it is on every page: the footer's 'Preferências de
 * cookies' opens the same dialog through the store, long after the banner has gone.
 */
export function CookieBanner() {
  const record = useConsentRecord();
  const preferencesOpen = useConsentPreferencesOpen();
  const { consentGiven, preferencesOpened } = useConsentActions();
  // The choice is in a cookie the server render cannot see: the banner waits for hydration.
  const hydrated = useHydrated();

  return (
    <>
      {hydrated && record === null && (
        <Banner role="region" aria-label="Aviso de cookies">
          <Text>
            Usamos cookies necessários para o site funcionar e, se você permitir, cookies de análise
            e de marketing para entender o uso do site e mostrar ofertas. Saiba mais nos{' '}
            <Link to={paths.termsOfUse.getHref()}>Termos de uso</Link> e na{' '}
            <Link to={paths.privacyPolicy.getHref()}>Política de privacidade</Link>.
          </Text>
          <Actions>
            <Button onClick={() => consentGiven(NON_ESSENTIAL_REFUSED)}>
              Recusar não essenciais
            </Button>
            <Button $variant="secondary" onClick={preferencesOpened}>
              Personalizar
            </Button>
            <Button onClick={() => consentGiven(ALL_ACCEPTED)}>Aceitar todos</Button>
          </Actions>
        </Banner>
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferences />
        </Suspense>
      )}
    </>
  );
}

const Banner = classed('div', styles.Banner);

const Text = classed('p', styles.Text);

/** Refusing and accepting look alike and take one click each (ANPD: no nudging). */
const Actions = classed('div', styles.Actions);
