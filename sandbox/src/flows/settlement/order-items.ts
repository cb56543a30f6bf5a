import type { Db } from '../../db/types';
import { heldExtraPricesCents } from '../../repositories/extras';
import { pixPercents } from '../../repositories/pix-discounts';
import { heldStayTicketsOf } from '../../repositories/stay-tickets';
import { type PixPercents, pixTotalCents, type ProdutoPix } from '../../shared/pix-price';

/**
 * What a group or an add-on order holds, item by item with its product (README "PIX price"):
 * the rooms, the extras and the park tickets held with them. A room sold with the park
 * ('Hospedagem + Parque') and its tickets are a package.
 */
export function heldOrderItems(
  db: Db,
  referencia: string,
  rooms: readonly { id_reservas_front: number; valor_total_centavos: number }[],
): { produto: ProdutoPix; cents: number }[] {
  const tickets = heldStayTicketsOf(db, referencia);
  const packageRooms = new Set(tickets.map((t) => t.pacote_reserva_id).filter((id) => id !== null));
  return [
    ...rooms.map((room) => ({
      produto: packageRooms.has(room.id_reservas_front)
        ? ('pacotes' as const)
        : ('quartos' as const),
      cents: room.valor_total_centavos,
    })),
    ...heldExtraPricesCents(db, referencia).map((cents) => ({ produto: 'extras' as const, cents })),
    ...tickets.map((t) => ({
      produto: t.pacote_reserva_id !== null ? ('pacotes' as const) : ('ingressos' as const),
      cents: t.valor_total * 100,
    })),
  ];
}

/** The order's total and PIX total, in cents, at the merchant's percents. */
export function orderTotals(
  db: Db,
  merchantId: number,
  items: readonly { produto: ProdutoPix; cents: number }[],
): { totalCents: number; pixTotalCents: number; pixPercents: PixPercents } {
  const percents = pixPercents(db, merchantId);
  return {
    totalCents: items.reduce((sum, item) => sum + item.cents, 0),
    pixTotalCents: pixTotalCents(percents, items),
    pixPercents: percents,
  };
}
