import type { Db } from '../db/types';
import { type Day, partsOf, toIso } from '../shared/calendar';
import { activeCoupon } from '../repositories/coupons';

/** Coupons: validity of a code for a stay and a hotel, and its effect on an amount. */

export interface Coupon {
  codigo: string;
  tipo_desconto: 'percentual' | 'valor';
  desconto: number;
}

export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; mensagem: string };

export const COUPON_MESSAGES = {
  notFound: 'Cupom não encontrado.',
  expired: 'Cupom expirado.',
  hotel: 'Cupom não válido para este hotel.',
  dates: 'Cupom não válido para estas datas.',
} as const;

export type CouponChecker = (
  code: string,
  arrival: Day,
  departure: Day,
  /** 0 = any hotel: a coupon restricted to one hotel is then accepted (applies there only). */
  hotelId: number,
  today: Day,
) => CouponCheck;

/** Prepares the lookup once; the returned function checks a code (already upper-case). */
export function couponChecker(db: Db): CouponChecker {
  return (code, arrival, departure, hotelId, today) => {
    const row = activeCoupon(db, code.trim().toUpperCase());
    if (!row) return { ok: false, mensagem: COUPON_MESSAGES.notFound };
    if (row.validade_fim !== null && row.validade_fim < toIso(today)) {
      return { ok: false, mensagem: COUPON_MESSAGES.expired };
    }
    if (row.id_hotel !== null && hotelId !== 0 && hotelId !== row.id_hotel) {
      return { ok: false, mensagem: COUPON_MESSAGES.hotel };
    }
    const months = row.meses?.split(',').map(Number) ?? null;
    for (let night = arrival; night < departure; night++) {
      const iso = toIso(night);
      if (
        (row.estadia_inicio !== null && iso < row.estadia_inicio) ||
        (row.estadia_fim !== null && iso > row.estadia_fim) ||
        (months !== null && !months.includes(partsOf(night).month))
      ) {
        return { ok: false, mensagem: COUPON_MESSAGES.dates };
      }
    }
    if (departure - arrival < row.min_noites) {
      return {
        ok: false,
        mensagem: `Cupom válido apenas para estadias de ${row.min_noites} noites ou mais.`,
      };
    }
    return {
      ok: true,
      coupon: { codigo: row.codigo, tipo_desconto: row.tipo_desconto, desconto: row.desconto },
    };
  };
}

/** Amount in cents after the coupon: percent rounded half up, fixed never below zero. */
export function applyCoupon(cents: number, coupon: Coupon): number {
  if (cents <= 0) return cents;
  if (coupon.tipo_desconto === 'percentual') {
    // Basis points keep fractional percentages exact in integer arithmetic.
    const keep = Math.round((100 - coupon.desconto) * 100);
    return Math.floor((cents * keep + 5000) / 10000);
  }
  return Math.max(0, cents - Math.round(coupon.desconto * 100));
}
