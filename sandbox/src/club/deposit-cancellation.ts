/**
 * A member cancels a week deposit (issue 51; README "Week deposits"). A request not yet
 * confirmed frees its unit at once; a confirmed deposit gives its points back by the contract
 * bookings' return rule (club-points-chart.ts, one rule for both) to the lots they came from,
 * and its usage fee stops being due when every point comes back. The unit freed goes to the
 * week's waitlist (deposit-waitlist.ts), served by the caller right after.
 */
import type {
  DepositCancelEffect,
  MemberDeposit,
} from '../../../src/api/contract/deposit-cancellation';
import { UNIT_CODE_NAMES } from '../../../src/api/contract/club';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { escapeHtml } from '../shared/html';
import { fromIso, toIso, toWire, type Day } from '../shared/calendar';
import { formatBrl } from '../shared/money';
import { FULL_RETURN_DAYS, HALF_RETURN_DAYS, pointsReturnOf } from '../shared/club-points-chart';
import { appendMovement, outstandingPointsByLot } from '../repositories/club-ledger';
import { cancelUsageFee, usageFeeOf } from '../repositories/club-contracts';
import { refundSettlingTransactions } from '../repositories/payment-transactions';
import { enqueueMail } from '../repositories/mail-outbox';
import { findUserById, type UserRow } from '../repositories/users';
import {
  type DepositRow,
  depositsOfUser,
  findDeposit,
  markDepositCancelled,
} from '../repositories/week-deposits';
import { installmentReference } from './club-installment-payments';
import { resortName, statusOf, weekText } from './week-deposits';

export const DEPOSIT_CANCEL_RULES = [
  'Um pedido de depósito ainda não confirmado pode ser cancelado a qualquer momento: a unidade fica livre na hora e nada é debitado.',
  'Um depósito confirmado pode ser cancelado até a véspera do check-in. Os pontos voltam pela mesma regra das reservas com contrato e voltam aos lotes de onde saíram, com a validade deles.',
  `Cancelado com ${FULL_RETURN_DAYS} dias ou mais de antecedência, todos os pontos voltam e a taxa de utilização deixa de ser devida: em aberto, é cancelada na ficha financeira; já paga, é estornada pela forma de pagamento usada.`,
  `De ${HALF_RETURN_DAYS} a ${FULL_RETURN_DAYS - 1} dias antes do check-in, metade dos pontos volta; com menos de ${HALF_RETURN_DAYS} dias, nenhum. Nesses casos a taxa de utilização continua devida.`,
  'A unidade liberada vai, na hora, para o pedido mais antigo da lista de espera daquela semana, se houver.',
];

const NOT_FOUND = 'Depósito não encontrado.';

function ownDeposit(db: Db, userId: number, id: number): DepositRow {
  const row = findDeposit(db, id);
  if (!row || row.user_id !== userId) throw new DomainError('not_found', NOT_FOUND);
  return row;
}

/** What cancelling today does, or a 409-kind DomainError saying why it cannot be cancelled. */
function effectOf(db: Db, row: DepositRow, today: Day, nowMs: number): DepositCancelEffect {
  const status = statusOf(row, nowMs);
  if (status === 'cancelado') throw new DomainError('conflict', 'Este depósito já foi cancelado.');
  if (status === 'expirado') {
    throw new DomainError('conflict', 'Este pedido já perdeu a validade: não há o que cancelar.');
  }
  const start = fromIso(row.inicio);
  if (status !== 'confirmado') {
    return {
      pontos_usados: 0,
      pontos_devolvidos: 0,
      regra: DEPOSIT_CANCEL_RULES[0]!,
      taxa: 'nenhuma',
      mensagem: `O pedido da semana de ${weekText(row)} será cancelado e a unidade fica livre. Nada foi debitado.`,
    };
  }
  if (today >= start) {
    throw new DomainError(
      'conflict',
      'A semana já começou: o depósito só pode ser cancelado até a véspera do check-in.',
    );
  }
  const used = outstandingPointsByLot(db, { depositId: row.id }).reduce((s, l) => s + l.pontos, 0);
  const rule = pointsReturnOf(true, start, today);
  const back = Math.floor((used * rule.pct) / 100);
  const fee = usageFeeOf(db, row.id);
  const feeWay: DepositCancelEffect['taxa'] =
    rule.pct < 100 || !fee ? 'devida' : fee.pago_em === null ? 'cancelada' : 'estornada';
  const feeText = {
    cancelada: `A taxa de utilização de ${formatBrl(row.taxa * 100)}, em aberto, é cancelada.`,
    estornada: `A taxa de utilização de ${formatBrl(row.taxa * 100)}, já paga, é estornada.`,
    devida: `A taxa de utilização de ${formatBrl(row.taxa * 100)} continua devida.`,
    nenhuma: '',
  }[feeWay];
  return {
    pontos_usados: used,
    pontos_devolvidos: back,
    regra: rule.regra,
    taxa: feeWay,
    mensagem: `${back === 0 ? 'Nenhum ponto volta' : `${back.toLocaleString('pt-BR')} de ${used.toLocaleString('pt-BR')} pontos voltam`} ao contrato. ${feeText}`,
  };
}

/** Gives the deposit's points back by the effect, to the lots they came from, latest first. */
function returnPoints(db: Db, row: DepositRow, back: number, pct: string, today: Day): void {
  let left = back;
  for (const lot of outstandingPointsByLot(db, { depositId: row.id })) {
    if (left === 0) break;
    const points = Math.min(left, lot.pontos);
    appendMovement(db, {
      contratosId: row.contratos_id,
      data: today,
      tipo: 'devolucao_cancelamento',
      pontos: points,
      validade: fromIso(lot.validade),
      descricao: `Devolução: depósito de semana ${row.id} cancelado (${pct})`,
      depositId: row.id,
    });
    left -= points;
  }
}

function mailCancellation(db: Db, row: DepositRow, effect: DepositCancelEffect): void {
  const user = findUserById(db, row.user_id) as UserRow;
  const resort = resortName(db, row.resort_id);
  enqueueMail(db, {
    paraEmail: user.email,
    paraNome: user.nome,
    assunto: `Depósito de semana cancelado: pedido ${row.id}`,
    html: [
      `<p>O depósito da semana de ${weekText(row)} em ${escapeHtml(resort)} (${UNIT_CODE_NAMES[row.br]}) foi cancelado.</p>`,
      `<p>${escapeHtml(effect.mensagem)}</p>`,
      `<p>Regra aplicada: ${escapeHtml(effect.regra)}</p>`,
    ].join('\n'),
    texto: `Depósito ${row.id} cancelado. ${effect.mensagem}`,
  });
}

/**
 * Cancels (or, with `confirm` false, shows what cancelling would do), in one immediate
 * transaction: the points back, the fee cancelled or refunded, the unit freed, the e-mail.
 */
export function cancelDeposit(
  db: Db,
  ask: { userId: number; id: number; confirm: boolean; today: Day; nowMs: number },
): DepositCancelEffect {
  return db
    .transaction(() => {
      const row = ownDeposit(db, ask.userId, ask.id);
      const effect = effectOf(db, row, ask.today, ask.nowMs);
      if (!ask.confirm) return effect;
      if (effect.pontos_devolvidos > 0) {
        const pct = `${Math.round((effect.pontos_devolvidos * 100) / effect.pontos_usados)}%`;
        returnPoints(db, row, effect.pontos_devolvidos, pct, ask.today);
      }
      if (effect.taxa === 'cancelada' || effect.taxa === 'estornada') {
        const fee = cancelUsageFee(db, row.id, toIso(ask.today));
        if (fee && effect.taxa === 'estornada') {
          refundSettlingTransactions(
            db,
            installmentReference(fee.id),
            ask.nowMs,
            `Depósito de semana ${row.id} cancelado`,
          );
        }
      }
      markDepositCancelled(db, row.id, ask.nowMs, effect.pontos_devolvidos, effect.regra);
      mailCancellation(db, row, effect);
      return effect;
    })
    .immediate();
}

/** The member's deposits, the latest week first, each with whether it can be cancelled now. */
export function depositsOf(db: Db, userId: number, today: Day, nowMs: number): MemberDeposit[] {
  return depositsOfUser(db, userId)
    .sort((a, b) => b.inicio.localeCompare(a.inicio) || b.criado_em - a.criado_em)
    .map((d): MemberDeposit => {
      const start = fromIso(d.inicio);
      const status = statusOf(d, nowMs);
      const open =
        status === 'aguardando_aceite' ||
        status === 'aguardando_confirmacao' ||
        (status === 'confirmado' && today < start);
      return {
        deposito_semana_id: d.id,
        numero_contrato: d.numero_contrato,
        empreendimento: d.empreendimento,
        br: d.br,
        inicio: toWire(start),
        fim: toWire(start + 7),
        qtd_pontos: d.pontos,
        taxa_utilizacao: d.taxa,
        status,
        expira_em: status === 'confirmado' ? null : new Date(d.expira_em).toISOString(),
        pode_cancelar: open,
        pontos_devolvidos: d.pontos_devolvidos,
        regra_cancelamento: d.regra_cancelamento,
      };
    });
}
