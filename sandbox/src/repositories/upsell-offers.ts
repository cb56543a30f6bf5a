import type { UpsellOferta } from '../../../src/api/contract/search';
import type { Db } from '../db/types';

/** When an offer applies (the seed's offers name one each). */
export type UpsellRule =
  'parque' | 'transfer' | 'late-checkout' | 'cafe-colonial' | 'romantico' | 'reveillon';

export interface UpsellOfferRow extends UpsellOferta {
  regra: UpsellRule;
}

/** The upsell_offers table: the extras offered with a stay, each with its rule. */
export function upsellOfferRows(db: Db): UpsellOfferRow[] {
  return db
    .prepare(
      'SELECT id, regra, titulo, descricao, valor, unidade, imagem FROM upsell_offers ORDER BY id',
    )
    .all() as UpsellOfferRow[];
}
