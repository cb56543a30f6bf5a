import type { ReactNode } from 'react';
import styled from 'styled-components';
import { env } from '@/config/env';
import { reservationMessage, whatsappChatHref } from '@/lib/whatsapp';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link to WhatsApp (wa.me), opened in a new tab. The href comes from lib/whatsapp. Styled as
 * an outlined button in WhatsApp's dark green (its bright green fails the text contrast).
 */
const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  padding: var(--space-sm) var(--space-lg);
  border: 2px solid #075e54;
  border-radius: var(--radius-md);
  background: var(--color-white);
  color: #075e54;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: #e7f6ef;
  }

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }

  svg {
    flex: none;
  }
`;

const NEW_TAB = '(abre o WhatsApp em outra aba)';

interface WhatsAppLinkProps {
  href: string;
  children: ReactNode;
  /** The action with its object, when the visible text alone is ambiguous in a list. */
  label?: string;
}

export function WhatsAppLink({ href, children, label }: WhatsAppLinkProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${NEW_TAB}` : undefined}
    >
      {/* WhatsApp's speech-bubble mark. */}
      <Icon name="whatsapp-mark" size={20} />
      {children}
      {!label && <VisuallyHidden> {NEW_TAB}</VisuallyHidden>}
    </Link>
  );
}

/** 'Falar no WhatsApp' with the central about one reservation, its number already typed. */
export function ReservationWhatsAppLink({
  numeroReserva,
  hotel,
}: {
  numeroReserva: string;
  hotel?: string;
}) {
  return (
    <WhatsAppLink
      href={whatsappChatHref(env.whatsappNumber, reservationMessage(numeroReserva, hotel))}
      label={`Falar no WhatsApp sobre a reserva ${numeroReserva}`}
    >
      Falar no WhatsApp
    </WhatsAppLink>
  );
}
