import type { ClienteClube } from '../../../src/api/contract/account';
import type { Db } from '../db/types';

/**
 * The club's registry of clients (club_clients and their contracts), from which a type 14
 * registration takes its contracts.
 */

/** Club clients with this CPF (at most one in practice). */
export function findClubClients(db: Db, cpfDigits: string): ClienteClube[] {
  return db
    .prepare('SELECT id_cliente, nome FROM club_clients WHERE cpf = ? ORDER BY id_cliente')
    .all(cpfDigits) as ClienteClube[];
}

/** The new account becomes the client's: their contracts are copied to it. */
export function linkClubClient(db: Db, clientId: number, userId: number): void {
  db.prepare(
    `INSERT OR IGNORE INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
     SELECT contratos_id, numero_contrato, ?, produto, pontos, status, data_inicio, data_fim
     FROM club_client_contracts WHERE id_cliente = ?`,
  ).run(userId, clientId);
  db.prepare('UPDATE club_clients SET user_id = ? WHERE id_cliente = ?').run(userId, clientId);
}

/** The club client this account was registered as, if any. */
export function clubClientOfUser(
  db: Db,
  userId: number,
): { id_cliente: number; nome: string } | undefined {
  return db.prepare('SELECT id_cliente, nome FROM club_clients WHERE user_id = ?').get(userId) as
    { id_cliente: number; nome: string } | undefined;
}
