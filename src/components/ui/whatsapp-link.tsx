import type { ReactNode } from 'react';
import styled from 'styled-components';
import { env } from '@/config/env';
import { reservationMessage, whatsappChatHref } from '@/lib/whatsapp';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link to WhatsApp (wa.me), opened in a new tab. The href comes from lib/whatsapp. Styled as
 * an outlined button in WhatsApp's dark green (its bright green fails the text contrast).
 */
const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid #075e54;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: #075e54;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: #e7f6ef;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }

  svg {
    flex: none;
  }
`;

/** WhatsApp's speech-bubble mark, decorative (the link's text names the action). */
function WhatsAppMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.6.3-.2.2-.8.8-.8 2s.8 2.3.9 2.5c.1.2 1.6 2.5 4 3.5 1.5.6 2.1.7 2.8.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.4-.3Z"
      />
    </svg>
  );
}

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
      <WhatsAppMark />
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
