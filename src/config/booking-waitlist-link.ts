import { paths } from './paths';

/** The stay the contract search's empty results bring to the club's waitlist (issue 51). */
export interface WaitlistStay {
  /** The contract's contratos_id. */
  contrato: number;
  hotel: number;
  /** dd/MM/yyyy */
  chegada: string;
  partida: string;
  adultos: number;
  idades: readonly number[];
}

/**
 * /meus-contratos/lista-espera with the stay in its query (the page reads it back). Kept out of
 * paths.ts: only lazy pages link here, and the first route's JavaScript stays as it was.
 */
export function bookingWaitlistLink(stay: WaitlistStay): string {
  const query = new URLSearchParams({
    contrato: String(stay.contrato),
    hotel: String(stay.hotel),
    chegada: stay.chegada,
    partida: stay.partida,
    adultos: String(stay.adultos),
    idades: stay.idades.join(','),
  });
  return `${paths.bookingWaitlist.getHref()}?${query.toString()}`;
}
