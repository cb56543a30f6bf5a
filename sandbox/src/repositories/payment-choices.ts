import type { Db } from '../db/types';

/** The payment_choices table: the method a guest chose for a confirmed room's group. */

export function paymentChoiceOf(
  db: Db,
  reservationId: number,
): { forma_pagamento_id: number } | undefined {
  return db
    .prepare('SELECT forma_pagamento_id FROM payment_choices WHERE reservation_id = ?')
    .get(reservationId) as { forma_pagamento_id: number } | undefined;
}

/** Records (or changes) the choice, and the reservation's own method with it. */
export function recordPaymentChoice(
  db: Db,
  choice: {
    reservationId: number;
    userId: number;
    referencia: string;
    valorCentavos: number;
    formaPagamentoId: number | null;
    nowMs: number;
  },
): void {
  db.prepare(
    `INSERT INTO payment_choices (reservation_id, user_id, referencia, valor_centavos, forma_pagamento_id, criado_em)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (reservation_id) DO UPDATE SET valor_centavos = excluded.valor_centavos,
       forma_pagamento_id = excluded.forma_pagamento_id, criado_em = excluded.criado_em`,
  ).run(
    choice.reservationId,
    choice.userId,
    choice.referencia,
    choice.valorCentavos,
    choice.formaPagamentoId,
    choice.nowMs,
  );
  db.prepare('UPDATE reservations SET forma_pagamento_id = ? WHERE id_reservas_front = ?').run(
    choice.formaPagamentoId,
    choice.reservationId,
  );
}
