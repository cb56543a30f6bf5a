/**
 * The week deposits' waitlist (README "Deposit waitlist", issue 51). A member whose week has no
 * unit left leaves a request, accepting the deposit's rules then; nothing is debited while it
 * waits. When a unit frees up (a request not confirmed within 48 hours lapses), the sweep serves
 * the oldest matching request that can pay: one immediate transaction creates the deposit,
 * confirms it (points debited, usage fee in the financial record, e-mail), and closes the
 * request. A request whose contract cannot pay then is passed over with the reason recorded and
 * waits on; the next one is served.
 */
import { UNIT_CODE_NAMES, type UnitCode } from '../../../src/api/contract/club';
import {
  WAITLIST_MAX_PER_CONTRACT,
  type WaitlistRequestView,
} from '../../../src/api/contract/deposit-waitlist';
import type { Db } from '../db/types';
import { fromIso, toIso, toWire, type Day } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { contractById, type ContractRow } from '../repositories/club-contracts';
import { activeBookingRequestsOfContract } from '../repositories/booking-waitlist';
import {
  activeRequestsOfContract,
  activeWaitlist,
  changeWaitlistExpiry,
  closeWaitlistRequest,
  findWaitlistRequest,
  hasActiveWaitlist,
  insertWaitlistRequest,
  lastWaitlistSkip,
  queuePosition,
  recordWaitlistSkip,
  waitlistOfUser,
  type WaitlistRow,
} from '../repositories/deposit-waitlist';
import { settleDeposit } from './deposit-confirmation';
import {
  DEPOSIT_MIN_DAYS,
  newDeposit,
  requirePayable,
  resortName,
  unitFree,
  WEEK_FEE,
  weekPoints,
  windowRefusal,
} from './week-deposits';

export const WAITLIST_RULES = [
  'Quando uma semana não tem mais unidades, você pode entrar na lista de espera com um dos seus contratos.',
  `Cada contrato pode ter até ${WAITLIST_MAX_PER_CONTRACT} pedidos na lista ao mesmo tempo, somando depósitos de semana e reservas. Nada é debitado enquanto o pedido espera.`,
  'Quando uma unidade fica livre, o pedido mais antigo daquela semana é confirmado sozinho: os pontos são debitados, a taxa de utilização entra na ficha financeira e você recebe um e-mail.',
  'Se o contrato não puder pagar naquele momento (pontos insuficientes ou parcela em atraso), o pedido é pulado, o motivo fica registrado e o seguinte é atendido.',
  `O pedido espera até a data que você escolher, no máximo até ${DEPOSIT_MIN_DAYS} dias antes do check-in, quando o depósito da semana fecha.`,
];

const NOT_FOUND = 'Pedido da lista de espera não encontrado.';

/** The last day a request for the week starting on `start` may wait: the deposit's deadline. */
export const lastWaitingDay = (start: Day): Day => start - DEPOSIT_MIN_DAYS;

function checkExpiry(expiry: Day, start: Day, today: Day): void {
  const last = lastWaitingDay(start);
  if (expiry < today || expiry > last) {
    throw invalid(`Escolha até quando esperar: de ${toWire(today)} a ${toWire(last)}.`);
  }
}

export interface WaitlistAsk {
  contract: ContractRow;
  userId: number;
  resortId: number;
  br: UnitCode;
  start: Day;
  expiry: Day;
  today: Day;
  nowMs: number;
}

/**
 * Puts a request in the queue, in one immediate transaction: refused, with the reason, when the
 * week is outside the window, still has a unit, the contract could not pay it now, or already
 * waits twice (or for this week).
 */
export function joinWaitlist(db: Db, ask: WaitlistAsk): WaitlistRequestView {
  const { contract, resortId, br, start, expiry, today, nowMs } = ask;
  const refusal = windowRefusal(start, today);
  if (refusal) throw new DomainError('conflict', refusal);
  checkExpiry(expiry, start, today);
  return db
    .transaction(() => {
      requirePayable(db, contract, weekPoints(br, start), today);
      if (unitFree(db, resortId, br, start, nowMs)) {
        throw new DomainError(
          'conflict',
          'Ainda há unidade livre nesta semana: faça o depósito direto, sem lista de espera.',
        );
      }
      const waiting = activeRequestsOfContract(db, contract.contratos_id);
      if (
        waiting.some((r) => r.resort_id === resortId && r.br === br && r.inicio === toIso(start))
      ) {
        throw new DomainError('conflict', 'Este contrato já está na lista de espera desta semana.');
      }
      // One limit for both queues: the contract bookings' requests count too.
      const bookings = activeBookingRequestsOfContract(db, contract.contratos_id);
      if (waiting.length + bookings >= WAITLIST_MAX_PER_CONTRACT) {
        throw new DomainError(
          'conflict',
          `O contrato ${contract.numero_contrato} já tem ${WAITLIST_MAX_PER_CONTRACT} pedidos na lista de espera: cancele um para fazer outro.`,
        );
      }
      const row = insertWaitlistRequest(db, {
        contratos_id: contract.contratos_id,
        user_id: ask.userId,
        resort_id: resortId,
        br,
        inicio: toIso(start),
        criado_em: nowMs,
        expira_em: toIso(expiry),
      });
      return viewOf(db, row);
    })
    .immediate();
}

function viewOf(db: Db, row: WaitlistRow): WaitlistRequestView {
  const start = fromIso(row.inicio);
  const contract = contractById(db, row.contratos_id) as ContractRow;
  return {
    pedido_id: row.id,
    numero_contrato: contract.numero_contrato,
    empreendimento: resortName(db, row.resort_id),
    br: row.br,
    inicio: toWire(start),
    fim: toWire(start + 7),
    qtd_pontos: weekPoints(row.br, start),
    taxa_utilizacao: WEEK_FEE[row.br],
    criado_em: new Date(row.criado_em).toISOString(),
    expira_em: toWire(fromIso(row.expira_em)),
    expira_em_max: toWire(lastWaitingDay(start)),
    status: row.status,
    posicao: row.status === 'ativo' ? queuePosition(db, row) : null,
    deposito_semana_id: row.deposito_semana_id,
    ultimo_motivo: lastWaitlistSkip(db, row.id)?.motivo ?? null,
  };
}

/**
 * The member's requests, newest first, each with its place in the queue. The queue was served
 * just before, by the sweep that runs ahead of every API call (flows/expiry-sweep.ts).
 */
export function waitlistOf(db: Db, userId: number): WaitlistRequestView[] {
  return waitlistOfUser(db, userId).map((row) => viewOf(db, row));
}

function ownRequest(db: Db, userId: number, id: number): WaitlistRow {
  const row = findWaitlistRequest(db, id);
  if (!row || row.user_id !== userId) throw new DomainError('not_found', NOT_FOUND);
  if (row.status !== 'ativo') {
    throw new DomainError('conflict', 'Este pedido não está mais na lista de espera.');
  }
  return row;
}

export function changeExpiry(
  db: Db,
  userId: number,
  id: number,
  expiry: Day,
  today: Day,
): WaitlistRequestView {
  return db
    .transaction(() => {
      const row = ownRequest(db, userId, id);
      checkExpiry(expiry, fromIso(row.inicio), today);
      changeWaitlistExpiry(db, id, toIso(expiry));
      return viewOf(db, findWaitlistRequest(db, id) as WaitlistRow);
    })
    .immediate();
}

export function cancelRequest(
  db: Db,
  userId: number,
  id: number,
  nowMs: number,
): WaitlistRequestView {
  return db
    .transaction(() => {
      ownRequest(db, userId, id);
      closeWaitlistRequest(db, id, 'cancelado', nowMs);
      return viewOf(db, findWaitlistRequest(db, id) as WaitlistRow);
    })
    .immediate();
}

/** Whether the request has run out: its last day passed, or the week's deposit window closed. */
const expired = (row: WaitlistRow, today: Day) =>
  today > fromIso(row.expira_em) || windowRefusal(fromIso(row.inicio), today) !== null;

/**
 * Serves the queue: closes the requests that ran out, then, oldest first, confirms each whose
 * week has a unit free, or records why its contract could not pay. Reads first and takes the
 * write lock only when there is something to do (it runs before every API call, in the sweep);
 * inside the immediate transaction every check is made again, so parallel sweeps never give one
 * unit twice nor serve out of order. Returns the requests confirmed.
 */
export function serveWaitlist(db: Db, today: Day, nowMs: number, siteUrl: string): number {
  if (!hasActiveWaitlist(db)) return 0;
  const due = (row: WaitlistRow) =>
    expired(row, today) || unitFree(db, row.resort_id, row.br, fromIso(row.inicio), nowMs);
  if (!activeWaitlist(db).some(due)) return 0;
  return db
    .transaction(() => {
      let confirmed = 0;
      for (const row of activeWaitlist(db)) {
        if (expired(row, today)) {
          closeWaitlistRequest(db, row.id, 'expirado', nowMs);
          continue;
        }
        const start = fromIso(row.inicio);
        if (!unitFree(db, row.resort_id, row.br, start, nowMs)) continue;
        try {
          // A savepoint: a contract that cannot pay leaves nothing of the attempt behind.
          db.transaction(() => {
            const contract = contractById(db, row.contratos_id) as ContractRow;
            const deposit = newDeposit(db, {
              contract,
              userId: row.user_id,
              resortId: row.resort_id,
              br: row.br,
              start,
              nowMs,
            });
            settleDeposit(db, deposit, today, nowMs, siteUrl, {
              subject: `Lista de espera: depósito de semana confirmado (pedido ${deposit.id})`,
              intro: `Uma unidade ${UNIT_CODE_NAMES[row.br]} ficou livre e o seu pedido da lista de espera foi atendido.`,
            });
            closeWaitlistRequest(db, row.id, 'confirmado', nowMs, deposit.id);
          })();
          confirmed++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // Once per reason: the sweep tries again on every call while the unit stays free.
          if (lastWaitlistSkip(db, row.id)?.motivo !== error.message) {
            recordWaitlistSkip(db, row.id, nowMs, error.message);
          }
        }
      }
      return confirmed;
    })
    .immediate();
}
