import { noPermissions } from '../../../src/api/contract/user';
import { hashPassword } from '../accounts/passwords';
import type { Db } from '../db/types';
import { insertAccount } from '../repositories/users';
import { cpfFromBase } from '../shared/documents';
import { toWire, type Day } from '../shared/calendar';
import { DEMO_PASSWORD } from './users';

export interface BulkMember {
  userId: number;
  cpf: string;
  numero_contrato: string;
}

/**
 * Club members made in bulk for the fair opening of a week (issue 51): the sandbox test of
 * arrival order and `npm run bench:load`'s 200 members asking for one week. Never part of the
 * demo seed. Each is a member (type 14) allowed to deposit weeks, with the demo password and one
 * active contract of `points` a year that started ten days before `today` (its first credit is
 * written by the ledger on first use, as for any contract).
 */
export function addClubMembers(
  db: Db,
  {
    count,
    today,
    points = 60_000,
    tag,
  }: { count: number; today: Day; points?: number; tag: string },
): BulkMember[] {
  if (!/^[A-Z0-9]{1,8}$/.test(tag)) throw new Error(`tag must be 1-8 capitals or digits: ${tag}`);
  // One hash for all: each login still runs the real scrypt check.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  // As the demo members: they deposit weeks and cancel their own deposits and reservations.
  const permissions = {
    ...noPermissions(),
    cancelar_reserva: true,
    deposito_semana: true,
    deposito_semana_cancelar: true,
  };
  const insertContract = db.prepare(
    `INSERT INTO contracts (numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
     VALUES (?, ?, 'Aurora VIP Club Gold', ?, 'ativo', ?, ?)`,
  );
  const taken = (cpf: string) => db.prepare('SELECT 1 FROM users WHERE cpf = ?').get(cpf);
  return db.transaction(() => {
    const members: BulkMember[] = [];
    for (let base = 700_000_000; members.length < count; base += 7) {
      const cpf = cpfFromBase(String(base));
      if (taken(cpf)) continue;
      const n = members.length + 1;
      const userId = insertAccount(db, {
        nome: `Associado ${tag} ${n}`,
        cpf,
        email: `associado.${tag.toLowerCase()}.${n}@exemplo.com.br`,
        telefones: JSON.stringify([{ ddd: '64', numero: String(990_000_000 + n) }]),
        datanasc: '10/10/1980',
        logradouro: 'Rua das Termas',
        numero: String(n),
        complemento: '',
        bairro: 'Centro',
        cep: '75690-000',
        idestado: 52,
        ufestado: 'GO',
        idcidade: 5204508,
        nomecidade: 'Caldas Novas',
        usuario_tipo_id: 14,
        usuario_tipo_categoria_id: 2,
        forma_pagamento: JSON.stringify([{ forma_pagamento_id: 9, descricao: 'PIX' }]),
        perc_min_pag: 30,
        qtd_dia_chegada: 3,
        permissoes: JSON.stringify(permissions),
        password_hash: passwordHash,
        criado_em: new Date().toISOString(),
        consentimento_email_marketing: 0,
        consentimento_whatsapp_marketing: 0,
      });
      const numero = `DRVC-${tag}-${String(n).padStart(5, '0')}`;
      insertContract.run(numero, userId, points, toWire(today - 10), toWire(today + 3650));
      members.push({ userId, cpf, numero_contrato: numero });
    }
    return members;
  })();
}
