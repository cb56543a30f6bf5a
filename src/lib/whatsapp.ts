/**
 * WhatsApp links (wa.me), the way most of our guests reach a hotel and share a page.
 * wa.me wants the number as digits only (country and area code, no '+'), and the message
 * percent-encoded as UTF-8: accents, line breaks, '&' and '#' must survive the trip.
 */

const WA_ME = 'https://wa.me/';

/** A chat with `number` (digits only, e.g. '556434539000') with `message` already typed. */
export function whatsappChatHref(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  return `${WA_ME}${digits}?text=${encodeURIComponent(message)}`;
}

/** The share sheet: the guest picks a contact, `message` (with the page's URL) typed. */
export function whatsappShareHref(message: string): string {
  return `${WA_ME}?text=${encodeURIComponent(message)}`;
}

/** What the guest types to the central about one reservation. */
export function reservationMessage(numeroReserva: string, hotel?: string): string {
  return hotel
    ? `Olá! Gostaria de falar sobre a minha reserva ${numeroReserva} no ${hotel}.`
    : `Olá! Gostaria de falar sobre a minha reserva ${numeroReserva}.`;
}

/** This site's absolute URL of `path`, for a message that leaves the site. */
export function absoluteSiteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
