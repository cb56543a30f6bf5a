import type {
  SolicitacaoTitular,
  TipoSolicitacaoTitular,
} from '../../../src/api/contract/data-rights';
import type { Db } from '../db/types';

/** The data_requests table: the data subject's fulfilled requests (LGPD art. 18). */

export function listDataRequests(db: Db, userId: number): SolicitacaoTitular[] {
  return db
    .prepare(
      'SELECT tipo, descricao, criado_em FROM data_requests WHERE user_id = ? ORDER BY id DESC',
    )
    .all(userId) as SolicitacaoTitular[];
}

export function insertDataRequest(
  db: Db,
  userId: number,
  tipo: TipoSolicitacaoTitular,
  descricao: string,
  at: string,
): void {
  db.prepare(
    'INSERT INTO data_requests (user_id, tipo, descricao, criado_em) VALUES (?, ?, ?, ?)',
  ).run(userId, tipo, descricao, at);
}
