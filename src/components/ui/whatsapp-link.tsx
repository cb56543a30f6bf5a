import type { ReactNode } from 'react';
import { classed } from '@/theme/classed';
import styles from './whatsapp-link.module.css';
import { env } from '@/config/env';
import { reservationMessage, whatsappChatHref } from '@/lib/whatsapp';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link to WhatsApp (wa.me), opened in a new tab. The href comes from lib/whatsapp. Styled as
 * an outlined button in WhatsApp's dark green (its bright green fails the text contrast).
 */
const Link = classed('a', styles.Link);

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
