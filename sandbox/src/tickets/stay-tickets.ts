import type {
  DiaIngressosEstadia,
  IngressosReservados,
} from '../../../src/api/contract/stay-tickets';
import type { VoucherLine } from '../../../src/api/contract/tickets';
import { heldGroupStay } from '../repositories/group-stays';
import type { Db } from '../db/types';
import { type Day, fromIso, toIso, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { checkedLines } from './ticket-lines';
import { categoryRows, placesLeft, saleDay, toCategory, toTicketDay } from './ticket-sale';
import { newUnitCode, newVoucherCode } from './ticket-vouchers';
import { PACKAGE_NAME, PACKAGE_RULE } from '../shared/park-package-terms';
import type { StayTicketRow } from '../repositories/stay-tickets';
import {
  cancelHeldStayTickets,
  expireLapsedStayTickets,
  findStayTickets,
  heldStayTicketsOf,
  heldStayTicketsReais,
  insertStayTickets,
  markStayTicketsIssued,
} from '../repositories/stay-tickets';
import { insertVoucher } from '../repositories/ticket-vouchers';

/**
 * Park tickets bought with a stay (issue 29; README "Tickets with a stay"): checked by the ticket
 * sale's own rules, their places held while the group's rooms are (counted by placesTaken),
 * paid with the group, then issued as a paid ticket purchase of the group's buyer, whose codes
 * open the gate.
 */

const GROUP_OVER = 'Os quartos desta reserva não estão mais reservados: faça uma nova busca.';

/** A package's tickets go with their room (README "Packages"). */
export const PACKAGE_UNSPLIT = `Os ingressos do pacote ${PACKAGE_NAME} fazem parte da hospedagem: saem só com o quarto.`;

export function toWireHold(row: StayTicketRow): IngressosReservados {
  const ingressos = JSON.parse(row.linhas) as VoucherLine[];
  const full = ingressos.reduce((sum, l) => sum + l.qtd * l.valor_unitario, 0);
  return {
    id: row.id,
    data: toWire(fromIso(row.data_visita)),
    ingressos,
    pessoas: row.pessoas,
    valor_total: row.valor_total,
    ...(row.pacote_reserva_id === null
      ? {}
      : {
          pacote: {
            nome: PACKAGE_NAME,
            id_reservas_front: row.pacote_reserva_id,
            desconto: full - row.valor_total,
            regra_cancelamento: PACKAGE_RULE,
          },
        }),
  };
}

/** The days of a stay, arrival to departure: a guest may visit the park on any of them. */
const stayDays = (arrival: Day, departure: Day): Day[] =>
  Array.from({ length: departure - arrival + 1 }, (_, i) => arrival + i);

/** The park's sale on each day of the group's stay from today on. */
export function stayTicketOffer(
  db: Db,
  identificador: string,
  today: Day,
  nowMs: number,
): DiaIngressosEstadia[] {
  const stay = heldGroupStay(db, identificador);
  if (!stay) throw new DomainError('conflict', GROUP_OVER);
  const categories = categoryRows(db);
  return stayDays(stay.arrival, stay.departure)
    .filter((day) => day >= today)
    .map((day) => {
      const sale = saleDay(db, day);
      return {
        data: toWire(day),
        dia: toTicketDay(db, sale, nowMs),
        categorias: categories.map((row) => toCategory(row, sale)),
      };
    });
}

export interface StayTicketInput {
  identificador: string;
  visit: Day;
  ingressos: unknown[];
  valorTotal: unknown;
  today: Day;
  nowMs: number;
}

/** One day's tickets held with the group, in one immediate transaction (never oversold). */
export function holdStayTickets(db: Db, input: StayTicketInput): IngressosReservados {
  return db
    .transaction((): IngressosReservados => {
      const stay = heldGroupStay(db, input.identificador);
      if (!stay) throw new DomainError('conflict', GROUP_OVER);
      if (input.visit < stay.arrival || input.visit > stay.departure || input.visit < input.today) {
        throw invalid(`${toWire(input.visit)} não é um dia desta estadia.`);
      }
      const day = saleDay(db, input.visit);
      if (day.fechado) throw invalid(day.motivo ?? 'O parque não abre nesta data.');
      const { lines, pessoas, total } = checkedLines(
        db,
        day,
        input.visit,
        input.ingressos,
        input.valorTotal,
      );
      const left = placesLeft(db, day, input.nowMs);
      if (pessoas > left) {
        throw new DomainError(
          'conflict',
          left === 0
            ? `Ingressos esgotados para ${toWire(input.visit)}.`
            : `Restam apenas ${left} ${left === 1 ? 'ingresso' : 'ingressos'} para ${toWire(input.visit)}.`,
        );
      }
      const linhas: VoucherLine[] = lines.map((l) => ({
        cti_id: l.category.cti_id,
        cti_nome: l.category.nome,
        qtd: l.qtd,
        valor_unitario: l.price,
        observacao: l.category.observacao,
        grupo: l.category.grupo,
      }));
      const id = insertStayTickets(db, {
        identificador: input.identificador,
        data_visita: toIso(input.visit),
        linhas: JSON.stringify(linhas),
        pessoas,
        valor_total: total,
        criado_em: input.nowMs,
        pacote_reserva_id: null,
      });
      return toWireHold(findStayTickets(db, id) as StayTicketRow);
    })
    .immediate();
}

/** The guest lets one day's held tickets go (before paying). */
export function releaseStayTickets(db: Db, identificador: string, id: number): void {
  const row = findStayTickets(db, id);
  const ofGroup = row !== undefined && row.identificador === identificador;
  if (ofGroup && row.pacote_reserva_id !== null) throw new DomainError('conflict', PACKAGE_UNSPLIT);
  if (!cancelHeldStayTickets(db, id, identificador)) {
    throw new DomainError('not_found', 'Ingressos não encontrados nesta reserva.');
  }
}

/** What the group's held tickets cost (cents): part of the group's one payment. */
export function heldStayTicketsCents(db: Db, identificador: string): number {
  return heldStayTicketsReais(db, identificador) * 100;
}

/** Tickets of groups with no room held any more end with them: their places are sold again. */
export function releaseLapsedStayTickets(db: Db): void {
  expireLapsedStayTickets(db);
}

/**
 * The group was paid: each day's held tickets become a paid ticket purchase of `pessoaId` (the
 * group's buyer), with a gate code per person. Returns the purchases' ids.
 */
export function issueStayTickets(
  db: Db,
  identificador: string,
  pessoaId: number,
  nowMs: number,
): number[] {
  const issued: number[] = [];
  for (const row of heldStayTicketsOf(db, identificador)) {
    const voucherId = insertVoucher(
      db,
      {
        codigo: newVoucherCode(),
        pessoa_id: pessoaId,
        data_visita: row.data_visita,
        status: 'pago',
        valor_total: row.valor_total,
        pessoas: row.pessoas,
        observacao:
          row.pacote_reserva_id === null
            ? `Com a reserva ${identificador}`
            : `Pacote ${PACKAGE_NAME} com a reserva ${identificador}`,
        chave: null,
        criado_em: row.criado_em,
        pago_em: nowMs,
        expira_em: null,
      },
      (JSON.parse(row.linhas) as VoucherLine[]).map((line) => ({
        cti_id: line.cti_id,
        nome: line.cti_nome,
        grupo: line.grupo ?? 'outro',
        observacao: line.observacao,
        qtd: line.qtd,
        valor_unitario: line.valor_unitario,
      })),
      newUnitCode,
    );
    markStayTicketsIssued(db, row.id, voucherId);
    issued.push(voucherId);
  }
  return issued;
}
