import type { Db } from '../db/types';

/** The coupons table: discount codes and their rules (booking/coupons.ts checks them). */

export interface CouponRow {
  codigo: string;
  tipo_desconto: 'percentual' | 'valor';
  desconto: number;
  id_hotel: number | null;
  validade_fim: string | null;
  estadia_inicio: string | null;
  estadia_fim: string | null;
  meses: string | null;
  min_noites: number;
}

export function activeCoupon(db: Db, codigo: string): CouponRow | undefined {
  return db.prepare('SELECT * FROM coupons WHERE codigo = ? AND ativo = 1').get(codigo) as
    CouponRow | undefined;
}
