import type { QuartoRetomado, RetomarReservaResponse } from '@/api/contract/booking-recovery';
import { formatCpf } from '@/lib/documents';
import { PAYING_CHILD_AGE } from '@/stores/search-criteria-rules';
import type { HeldRoom } from '../stores/checkout';
import { NO_ACCOUNT } from './account-in-booking';
import type { GuestsFormValues } from './guest-form';

/**
 * A recovery e-mail's prices (issue 30, this feature's README "Coming back from a recovery
 * e-mail"): the signed token the hold presents, and the rooms it prices. The server honours it
 * until it expires, or today's price when lower; the site shows the same.
 */
export interface PriceOffer {
  token: string;
  quartos: readonly QuartoRetomado[];
}

export function priceOfferOf(answer: RetomarReservaResponse): PriceOffer | null {
  return answer.oferta_preco ? { token: answer.oferta_preco, quartos: answer.quartos } : null;
}

/** The e-mail's total for this room (reais), when the offer prices it. */
export function offeredTotal(room: HeldRoom, offer: PriceOffer | null): number | null {
  const match = offer?.quartos.find(
    (q) =>
      q.id_uh === room.escolha.id_uh &&
      q.cod_pensao === room.escolha.cod_pensao &&
      q.qtd_adultos === room.qtd_adultos &&
      q.idades_criancas.filter((age) => age >= PAYING_CHILD_AGE).length ===
        room.qtd_criancas_pagantes &&
      q.idades_criancas.filter((age) => age < PAYING_CHILD_AGE).length ===
        room.qtd_criancas_nao_pagantes,
  );
  return match ? match.valor_total : null;
}

const asTyped = (document: string) => (/^\d{11}$/.test(document) ? formatCpf(document) : document);

/**
 * The guests given before, as the guests step's form keeps them (utils/guest-form-autosave.ts
 * prefills from it), room by room: what is missing stays empty.
 */
export function recoveredGuestValues(quartos: readonly QuartoRetomado[]): GuestsFormValues {
  return {
    quartos: quartos.map((quarto) => {
      const adults = quarto.hospedes.filter((h) => h.tipo === 'adulto');
      const children = quarto.hospedes.filter((h) => h.tipo === 'crianca');
      const principal = Math.max(
        0,
        adults.findIndex((a) => a.principal),
      );
      return {
        principal: String(principal),
        adultos: Array.from({ length: quarto.qtd_adultos }, (_, i) => ({
          nome: adults[i]?.nome ?? '',
          sobrenome: adults[i]?.sobrenome ?? '',
          email: adults[i]?.email ?? '',
          telefone: adults[i]?.telefone ?? '',
          // As the field shows a typed CPF (the server keeps digits).
          numero_documento: asTyped(adults[i]?.numero_documento ?? ''),
        })),
        criancas: quarto.idades_criancas.map((idade, i) => ({
          nome: children[i]?.nome ?? '',
          sobrenome: children[i]?.sobrenome ?? '',
          idade: String(idade),
        })),
      };
    }),
    ...NO_ACCOUNT,
  };
}
