import { describe, expect, it } from 'vitest';
import { reservationMessage, whatsappChatHref, whatsappShareHref } from './whatsapp';

describe('whatsapp links', () => {
  it('opens a chat with the number as digits and the message encoded', () => {
    const href = whatsappChatHref(
      '+55 (64) 3453-9000',
      reservationMessage('R-123', 'Thermas & Cia'),
    );
    expect(href).toBe(
      'https://wa.me/556434539000?text=Ol%C3%A1!%20Gostaria%20de%20falar%20sobre%20a%20minha%20reserva%20R-123%20no%20Thermas%20%26%20Cia.',
    );
    // The message comes back intact, accents and '&' included.
    expect(new URL(href).searchParams.get('text')).toBe(
      'Olá! Gostaria de falar sobre a minha reserva R-123 no Thermas & Cia.',
    );
  });

  it('shares a page: no number, the URL inside the text survives with its own query', () => {
    const page = 'https://aurora.example/hotelSearch/abc?x=1&y=2#top';
    const href = whatsappShareHref(`Veja: ${page}`);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(`Veja: ${page}`);
  });

  it('names the hotel only when known', () => {
    expect(reservationMessage('9')).toBe('Olá! Gostaria de falar sobre a minha reserva 9.');
  });
});
