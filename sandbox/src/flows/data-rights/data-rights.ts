import { eraseRecoveryData, recoveryDataOf } from '../../repositories/booking-recoveries';
import type {
  ContratoExportado,
  DepositoSemanaExportado,
  EmailExportado,
  IngressoExportado,
  MeusDadosResponse,
  PagamentoExportado,
  RecuperacaoSenhaExportada,
  ReservaExportada,
} from '../../../../src/api/contract/data-rights';
import type { Db } from '../../db/types';
import { fromIso, toIso, toWire, today } from '../../shared/calendar';
import { consentsOf, listRequests, recordRequest } from '../../accounts/data-requests';
import { toReais } from '../../shared/money';
import { HOLDING_STATUSES, type ReservationRow, toResumo } from '../../booking/reservations';
import { listGuests } from '../../booking/reservation-guests';
import type { VoucherRow } from '../../tickets/ticket-vouchers';
import { toUsuario } from '../../accounts/users';
import { type UserRow } from '../../repositories/users';
import type { DepositRow } from '../../repositories/week-deposits';

/**
 * 'Meus dados' (LGPD art. 18 and 19): what the sandbox holds about a user, and the
 * anonymisation of the account at its holder's request. Both read and change every domain's
 * rows about the person (reservations, tickets, deposits, payments, recoveries), so they live
 * above the domains. Every fulfilled request is recorded (accounts/data-requests.ts) in the
 * same transaction as its effect.
 */

/** What the law obliges us to keep after a deletion, in words for the holder (art. 16 I). */
export const KEPT_AFTER_DELETION =
  'Mantemos, sem os seus dados pessoais, os registros fiscais das hospedagens e dos pagamentos (LGPD art. 16, I: cumprimento de obrigação legal).';

/** Stays not over yet that still hold a room (pre-reservation, confirmed, checked in). */
export function unfinishedStays(db: Db, userId: number, nowMs: number): ReservationRow[] {
  const marks = HOLDING_STATUSES.map(() => '?').join(', ');
  return db
    .prepare(
      `SELECT * FROM reservations WHERE user_id = ? AND status_id IN (${marks}) AND data_partida > ?
       ORDER BY data_chegada, id_reservas_front`,
    )
    .all(userId, ...HOLDING_STATUSES, toIso(today(new Date(nowMs)))) as ReservationRow[];
}

// --- Export ------------------------------------------------------------------------------------

function reservationsOf(db: Db, userId: number): ReservaExportada[] {
  const rows = db
    .prepare(
      'SELECT * FROM reservations WHERE user_id = ? ORDER BY criado_em DESC, id_reservas_front DESC',
    )
    .all(userId) as ReservationRow[];
  const choice = db.prepare(
    'SELECT forma_pagamento_id FROM payment_choices WHERE reservation_id = ?',
  );
  return rows.map((row) => {
    const chosen = choice.get(row.id_reservas_front) as { forma_pagamento_id: number } | undefined;
    return {
      ...toResumo(db, row),
      hospedes: listGuests(db, row.id_reservas_front),
      forma_pagamento_id: chosen?.forma_pagamento_id ?? row.forma_pagamento_id,
      observacoes: row.observacoes,
      horario_chegada: row.horario_chegada,
    };
  });
}

interface TransactionRow {
  referencia: string;
  metodo: PagamentoExportado['metodo'];
  status: string;
  valor_centavos: number;
  parcelas: number;
  bandeira: string;
  ultimos4: string;
  comprador_nome: string;
  comprador_email: string;
  comprador_documento: string;
  criado_em: number;
}

function paymentsOf(db: Db, userId: number): PagamentoExportado[] {
  const rows = db
    .prepare(
      `SELECT * FROM payment_transactions
       WHERE referencia IN (SELECT DISTINCT identificador FROM reservations WHERE user_id = ?)
       ORDER BY seq`,
    )
    .all(userId) as TransactionRow[];
  return rows.map((row) => ({
    referencia: row.referencia,
    metodo: row.metodo,
    status: row.status,
    valor: toReais(row.valor_centavos),
    parcelas: row.parcelas,
    bandeira: row.bandeira,
    ultimos4: row.ultimos4,
    comprador_nome: row.comprador_nome,
    comprador_email: row.comprador_email,
    comprador_documento: row.comprador_documento,
    criado_em: new Date(row.criado_em).toISOString(),
  }));
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The person's ticket purchases (ticket_vouchers by pessoa_id, with their lines). */
function ticketsOf(db: Db, userId: number): IngressoExportado[] {
  const vouchers = db
    .prepare('SELECT * FROM ticket_vouchers WHERE pessoa_id = ? ORDER BY id')
    .all(userId) as VoucherRow[];
  const lines = db.prepare(
    'SELECT nome AS cti_nome, qtd, valor_unitario FROM ticket_voucher_lines WHERE voucher_id = ? ORDER BY cti_id',
  );
  return vouchers.map((v) => ({
    codigo: v.codigo,
    data_visita: v.data_visita,
    status: v.status,
    valor_total: v.valor_total,
    valor_reembolsado: v.valor_reembolsado,
    ingressos: lines.all(v.id) as IngressoExportado['ingressos'],
    criado_em: new Date(v.criado_em).toISOString(),
    pago_em: iso(v.pago_em),
    cancelado_em: iso(v.cancelado_em),
  }));
}

/** The user's week deposits (week_deposits by user_id). */
function depositsOf(db: Db, userId: number, nowMs: number): DepositoSemanaExportado[] {
  const rows = db
    .prepare(
      `SELECT d.*, c.numero_contrato, r.nome AS empreendimento FROM week_deposits d
         JOIN contracts c ON c.contratos_id = d.contratos_id
         JOIN deposit_resorts r ON r.id = d.resort_id
        WHERE d.user_id = ? ORDER BY d.criado_em`,
    )
    .all(userId) as (DepositRow & { numero_contrato: string; empreendimento: string })[];
  return rows.map((d) => ({
    deposito_semana_id: d.id,
    numero_contrato: d.numero_contrato,
    empreendimento: d.empreendimento,
    br: d.br,
    inicio: toWire(fromIso(d.inicio)),
    pontos: d.pontos,
    taxa_utilizacao: d.taxa,
    status: d.status !== 'confirmado' && d.expira_em <= nowMs ? 'expirado' : d.status,
    criado_em: new Date(d.criado_em).toISOString(),
    confirmado_em: iso(d.confirmado_em),
  }));
}

/** Everything held about the user, table by table (README "Meus dados" lists the mapping). */
export function collectUserData(db: Db, user: UserRow, nowMs: number): MeusDadosResponse {
  const contratos = db
    .prepare(
      `SELECT numero_contrato, produto, pontos, status, data_inicio, data_fim FROM contracts
       WHERE user_id = ? ORDER BY contratos_id`,
    )
    .all(user.id) as ContratoExportado[];
  const emails = user.email
    ? (db
        .prepare(
          `SELECT assunto, criado_em AS enviado_em FROM mail_outbox
           WHERE lower(para_email) = lower(?) ORDER BY id`,
        )
        .all(user.email) as EmailExportado[])
    : [];
  const resets = db
    .prepare('SELECT expires_at, used_at FROM password_resets WHERE user_id = ? ORDER BY id')
    .all(user.id) as { expires_at: number; used_at: number | null }[];
  const recuperacoes: RecuperacaoSenhaExportada[] = resets.map((row) => ({
    // Links live one hour: the request was made an hour before the expiry.
    solicitada_em: new Date((row.expires_at - 3600) * 1000).toISOString(),
    usada: row.used_at !== null,
  }));
  const club = db
    .prepare('SELECT id_cliente, nome FROM club_clients WHERE user_id = ?')
    .get(user.id) as { id_cliente: number; nome: string } | undefined;
  return {
    gerado_em: new Date(nowMs).toISOString(),
    perfil: { ...toUsuario(db, user), criado_em: user.criado_em },
    consentimentos: consentsOf(user),
    cliente_clube: club ?? null,
    contratos,
    reservas: reservationsOf(db, user.id),
    pagamentos: paymentsOf(db, user.id),
    emails,
    recuperacoes_senha: recuperacoes,
    solicitacoes: listRequests(db, user.id),
    ingressos: ticketsOf(db, user.id),
    depositos_semana: depositsOf(db, user.id, nowMs),
    termos_clube: (
      db
        .prepare(
          'SELECT versao, enviado_em, aceito_em FROM club_terms_acceptances WHERE user_id = ? ORDER BY id',
        )
        .all(user.id) as { versao: string; enviado_em: number; aceito_em: number | null }[]
    ).map((t) => ({
      versao: t.versao,
      enviado_em: new Date(t.enviado_em).toISOString(),
      aceito_em: iso(t.aceito_em),
    })),
    ...recoveryDataOf(db, user.id),
    observacoes: [],
  };
}

/**
 * The export: the data as it is *before* this request is recorded (the receipt names it), so
 * the file never lists itself; the request and its receipt are written in one transaction.
 */
export function exportUserData(
  db: Db,
  user: UserRow,
  formato: 'json' | 'pdf',
  nowMs: number,
  siteUrl: string,
): MeusDadosResponse {
  return db.transaction(() => {
    const data = collectUserData(db, user, nowMs);
    const tipo = formato === 'json' ? 'exportacao_json' : 'exportacao_pdf';
    const descricao =
      formato === 'json' ? 'Exportação dos dados em JSON' : 'Exportação dos dados em PDF';
    recordRequest(db, user, tipo, descricao, nowMs, siteUrl);
    return data;
  })();
}

// --- Deletion ----------------------------------------------------------------------------------

export class UnfinishedStaysError extends Error {
  constructor(readonly numeros: string[]) {
    super('unfinished stays');
  }
}

/**
 * Anonymises the account (LGPD art. 18 VI): personal data replaced or cleared, the login
 * disabled (the CPF is replaced, so no login or recovery finds it; sessions are refused by
 * excluido_em). The reservations and the gateway's transactions stay, detached from the
 * person: they are the fiscal records of the stays (art. 16 I). Refused while any stay is not
 * over. One transaction: the receipt goes to the address the account had.
 */
export function anonymiseAccount(db: Db, user: UserRow, nowMs: number, siteUrl: string): void {
  db.transaction(() => {
    const blocking = unfinishedStays(db, user.id, nowMs);
    if (blocking.length > 0) throw new UnfinishedStaysError(blocking.map((r) => r.numero_reserva));
    // Recorded and e-mailed first, while the account still has its name and address.
    recordRequest(
      db,
      user,
      'exclusao',
      'Exclusão da conta: dados pessoais anonimizados',
      nowMs,
      siteUrl,
    );
    const at = new Date(nowMs).toISOString();
    db.prepare(
      `UPDATE users SET nome = 'Titular excluído', cpf = ?, email = '', telefones = '[]', datanasc = '',
         logradouro = '', numero = '', complemento = '', bairro = '', cep = '', idestado = NULL,
         ufestado = '', idcidade = NULL, nomecidade = '', password_hash = '',
         consentimento_email_marketing = 0, consentimento_email_marketing_em = ?,
         consentimento_whatsapp_marketing = 0, consentimento_whatsapp_marketing_em = ?,
         excluido_em = ?
       WHERE id = ?`,
    ).run(`EXCLUIDO-${user.id}`, at, at, at, user.id);
    db.prepare(
      `UPDATE reservation_guests SET nome = 'Hóspede', sobrenome = '', telefone = '', email = '',
         estado = '', cidade = '', tipo_documento = '', numero_documento = '', cupom = '{}'
       WHERE reservation_id IN (SELECT id_reservas_front FROM reservations WHERE user_id = ?)`,
    ).run(user.id);
    db.prepare(
      `UPDATE reservations SET pre_check_in_hash = NULL, pre_check_in_expira_em = NULL, observacoes = ''
       WHERE user_id = ?`,
    ).run(user.id);
    db.prepare(
      `UPDATE payment_transactions SET comprador_nome = 'Titular excluído', comprador_email = '',
         comprador_documento = '', endereco = '{}'
       WHERE referencia IN (SELECT DISTINCT identificador FROM reservations WHERE user_id = ?)`,
    ).run(user.id);
    db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(user.id);
    // The club keeps its own registry (and contracts); only the link to this account goes.
    db.prepare('UPDATE club_clients SET user_id = NULL WHERE user_id = ?').run(user.id);
    eraseRecoveryData(db, user.id);
  })();
}
