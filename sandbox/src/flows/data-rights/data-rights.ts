import {
  anonymiseReviewsOf,
  exportedInvitations,
  exportedReviews,
} from '../../reviews/anonymise-reviews';
import { eraseRecoveryData, recoveryDataOf } from '../../repositories/booking-recoveries';
import type {
  ContratoExportado,
  DepositoSemanaExportado,
  ListaEsperaExportada,
  ListaEsperaReservaExportada,
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
import { type ReservationRow, toResumo } from '../../booking/reservations';
import { listGuests } from '../../booking/reservation-guests';
import { toUsuario } from '../../accounts/users';
import { type UserRow } from '../../repositories/users';
import { anonymisePersonalData, staysHoldingRoomsAfter } from '../../repositories/personal-data';
import { reservationsOfUser } from '../../repositories/reservations';
import { paymentChoiceOf } from '../../repositories/payment-choices';
import { paymentsOfUser } from '../../repositories/payment-transactions';
import { vouchersOfPerson, voucherLines } from '../../repositories/ticket-vouchers';
import { depositsOfUser, findResort } from '../../repositories/week-deposits';
import { statusOf } from '../../club/week-deposits';
import { cancelWaitlistOfUser, waitlistOfUser } from '../../repositories/deposit-waitlist';
import {
  closeBookingRequestsOfUser,
  findBookingRequest,
  type BookingWaitlistRow,
} from '../../repositories/booking-waitlist';
import { bookingWaitlistOf } from '../booking-waitlist/requests';
import type { GuestInput } from '../../shared/guest-input';
import { contractById, contractsOf } from '../../repositories/club-contracts';
import { mailsTo } from '../../repositories/mail-outbox';
import { passwordResetsOf } from '../../repositories/password-resets';
import { clubClientOfUser } from '../../repositories/club-clients';
import { termsLinksOf } from '../../repositories/club-terms';

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
  return staysHoldingRoomsAfter(db, userId, toIso(today(new Date(nowMs))));
}

// --- Export ------------------------------------------------------------------------------------

function reservationsOf(db: Db, userId: number): ReservaExportada[] {
  return reservationsOfUser(db, userId).map((row) => {
    const chosen = paymentChoiceOf(db, row.id_reservas_front);
    return {
      ...toResumo(db, row),
      hospedes: listGuests(db, row.id_reservas_front),
      forma_pagamento_id: chosen?.forma_pagamento_id ?? row.forma_pagamento_id,
      observacoes: row.observacoes,
      horario_chegada: row.horario_chegada,
    };
  });
}

function paymentsOf(db: Db, userId: number): PagamentoExportado[] {
  return paymentsOfUser(db, userId).map((row) => ({
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
  return vouchersOfPerson(db, userId).map((v) => ({
    codigo: v.codigo,
    data_visita: v.data_visita,
    status: v.status,
    valor_total: v.valor_total,
    valor_reembolsado: v.valor_reembolsado,
    ingressos: voucherLines(db, v.id).map((l) => ({
      cti_nome: l.nome,
      qtd: l.qtd,
      valor_unitario: l.valor_unitario,
    })),
    criado_em: new Date(v.criado_em).toISOString(),
    pago_em: iso(v.pago_em),
    cancelado_em: iso(v.cancelado_em),
  }));
}

/** The user's week deposits (week_deposits by user_id). */
function depositsOf(db: Db, userId: number, nowMs: number): DepositoSemanaExportado[] {
  return depositsOfUser(db, userId).map((d) => ({
    deposito_semana_id: d.id,
    numero_contrato: d.numero_contrato,
    empreendimento: d.empreendimento,
    br: d.br,
    inicio: toWire(fromIso(d.inicio)),
    pontos: d.pontos,
    taxa_utilizacao: d.taxa,
    status: statusOf(d, nowMs),
    criado_em: new Date(d.criado_em).toISOString(),
    confirmado_em: iso(d.confirmado_em),
  }));
}

/** The user's waitlist requests (deposit_waitlist by user_id), newest first. */
function waitlistOf(db: Db, userId: number): ListaEsperaExportada[] {
  return waitlistOfUser(db, userId).map((w) => ({
    pedido_id: w.id,
    numero_contrato: contractById(db, w.contratos_id)?.numero_contrato ?? '',
    empreendimento: findResort(db, w.resort_id)?.nome ?? '',
    br: w.br,
    inicio: toWire(fromIso(w.inicio)),
    expira_em: toWire(fromIso(w.expira_em)),
    status: w.status,
    criado_em: new Date(w.criado_em).toISOString(),
    deposito_semana_id: w.deposito_semana_id,
  }));
}

/** The user's contract booking waitlist requests (booking_waitlist by user_id), newest first. */
function bookingWaitlistExport(db: Db, userId: number): ListaEsperaReservaExportada[] {
  return bookingWaitlistOf(db, userId).map((w) => {
    const row = findBookingRequest(db, w.pedido_id) as BookingWaitlistRow;
    const guests = JSON.parse(row.hospedes) as GuestInput[];
    return {
      pedido_id: w.pedido_id,
      numero_contrato: w.numero_contrato,
      hotel: w.hotel,
      quarto: w.quarto,
      data_chegada: w.data_chegada,
      noites: w.noites,
      flexibilidade_dias: w.flexibilidade_dias,
      expira_em: w.expira_em,
      status: w.status,
      criado_em: w.criado_em,
      numero_reserva: w.numero_reserva,
      hospedes: guests.map((g) => ({
        nome: g.nome,
        sobrenome: g.sobrenome,
        numero_documento: g.numero_documento,
      })),
    };
  });
}

/** Everything held about the user, table by table (README "Meus dados" lists the mapping). */
export function collectUserData(db: Db, user: UserRow, nowMs: number): MeusDadosResponse {
  const contratos: ContratoExportado[] = contractsOf(db, user.id).map((c) => ({
    numero_contrato: c.numero_contrato,
    produto: c.produto,
    pontos: c.pontos,
    status: c.status,
    data_inicio: c.data_inicio,
    data_fim: c.data_fim,
  }));
  const emails: EmailExportado[] = user.email
    ? mailsTo(db, user.email).map((m) => ({ assunto: m.assunto, enviado_em: m.criado_em }))
    : [];
  const resets = passwordResetsOf(db, user.id);
  const recuperacoes: RecuperacaoSenhaExportada[] = resets.map((row) => ({
    // Links live one hour: the request was made an hour before the expiry.
    solicitada_em: new Date((row.expires_at - 3600) * 1000).toISOString(),
    usada: row.used_at !== null,
  }));
  const club = clubClientOfUser(db, user.id);
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
    lista_espera: waitlistOf(db, user.id),
    lista_espera_reservas: bookingWaitlistExport(db, user.id),
    termos_clube: termsLinksOf(db, user.id).map((t) => ({
      versao: t.versao,
      enviado_em: new Date(t.enviado_em).toISOString(),
      aceito_em: iso(t.aceito_em),
    })),
    ...recoveryDataOf(db, user.id),
    convites_avaliacao: exportedInvitations(db, user.id),
    avaliacoes: exportedReviews(db, user.id),
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
    // Before the name is gone: a review's text that names the guest goes too.
    anonymiseReviewsOf(db, user, nowMs);
    anonymisePersonalData(db, user.id, at);
    eraseRecoveryData(db, user.id);
    // No deposit is confirmed any more for an account that is gone.
    cancelWaitlistOfUser(db, user.id, nowMs);
    closeBookingRequestsOfUser(db, user.id, nowMs);
  })();
}
