import type { Db } from '../db/types';
import { formatLocalDateTime, fromIso, toWire } from '../shared/calendar';
import { policyOf } from './cancellation-policy';
import type { CancellationRecord } from './reservation-cancellation';
import { groupRooms } from './group-lifecycle';
import { escapeHtml } from '../shared/html';
import { firstName } from '../shared/person-name';
import { enqueueMail, firstTimeMail } from '../repositories/mail-outbox';
import { formatBrl } from '../shared/money';
import { MEAL_PLAN_LABELS, type ReservationRow, STATUS } from './reservations';
import { issuePreCheckInLink } from './pre-check-in';
import { isForGuest } from './guest-certificates';
import { listGuests } from './reservation-guests';
import { extraWhen, paidExtrasOf, paidStayTicketsOf } from '../repositories/paid-add-ons';
import { hotelName } from '../repositories/catalogue';
import { findUserById } from '../repositories/users';
import { roomTypeRow, type RoomTypeRow } from '../repositories/room-types';
import { findTransaction } from '../repositories/payment-transactions';

/**
 * The e-mails of a booking group (README "Group lifecycle"), each sent once per group and
 * event (table group_mails): the group is paid; a boleto awaits payment. (Money that arrived for
 * a group with no live reservation is refunded by payments/payment-mail.ts.) Links open the
 * site's pages.
 */

interface Recipient {
  nome: string;
  email: string;
  temporario: number;
}

/** Who booked: the user who confirmed the rooms (a visitor's temporary user included). */
function recipientOf(db: Db, rooms: readonly ReservationRow[]): Recipient | undefined {
  const first = rooms[0];
  if (!first) return undefined;
  return findUserById(db, first.user_id);
}

function roomTypeName(db: Db, id: number): string {
  return (roomTypeRow(db, id) as RoomTypeRow).nome;
}

/** How e-mails greet a person: their first name. */

interface RoomLines {
  html: string[];
  text: string[];
}

/** One block per reservation: number, room, dates, guests, total (and its pre-check-in link). */
export function describeRooms(
  db: Db,
  rooms: readonly ReservationRow[],
  preCheckIn: ((row: ReservationRow) => string | null) | null,
): RoomLines {
  const html: string[] = [];
  const text: string[] = [];
  for (const row of rooms) {
    const guests = listGuests(db, row.id_reservas_front)
      .map((g) => `${g.nome} ${g.sobrenome}`.trim())
      .join(', ');
    const stay = `${toWire(fromIso(row.data_chegada))} a ${toWire(fromIso(row.data_partida))}`;
    const room = `${roomTypeName(db, row.room_type_id)} · ${MEAL_PLAN_LABELS[row.pensao]}`;
    const link = preCheckIn?.(row);
    // Decreto 7.381/2010 art. 20: the confirmation repeats the policy the guest accepted.
    const policy = policyOf(row).texto;
    html.push(
      `<li><strong>Reserva ${escapeHtml(row.numero_reserva)}</strong>: ${escapeHtml(room)}, ${stay}.` +
        ` Hóspedes: ${escapeHtml(guests)}. Total: ${formatBrl(row.valor_total_centavos)}.` +
        ` <br>Política de cancelamento: ${escapeHtml(policy)}` +
        (link
          ? ` <a href="${escapeHtml(link)}">Fazer o pré-check-in da reserva ${escapeHtml(row.numero_reserva)}</a>`
          : '') +
        '</li>',
    );
    text.push(
      `- Reserva ${row.numero_reserva}: ${room}, ${stay}. Hóspedes: ${guests}. Total: ${formatBrl(row.valor_total_centavos)}.` +
        ` Política de cancelamento: ${policy}` +
        (link ? ` Pré-check-in: ${link}` : ''),
    );
  }
  return { html, text };
}

/**
 * The extras and park tickets paid under a reference (a group, or an add-on order): their lines
 * for an e-mail, each ticket with the code the gate reads, and what they cost (cents).
 */
export function paidAddOns(
  db: Db,
  referencia: string,
): { html: string[]; text: string[]; cents: number } {
  const extras = paidExtrasOf(db, referencia);
  const tickets = paidStayTicketsOf(db, referencia);
  const extraLines = extras.map(
    (e) => `${e.nome}, ${extraWhen(e)}, quantidade ${e.quantidade}: ${formatBrl(e.valor_centavos)}`,
  );
  const ticketLines = tickets.map(
    (t) =>
      `${toWire(fromIso(t.data_visita))}, compra ${t.codigo}, ${formatBrl(t.valor_total * 100)}: ` +
      t.unidades.map((u) => `${u.cti_nome} ${u.codigo}`).join('; '),
  );
  const list = (lines: string[]) =>
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
  return {
    html: [
      ...(extraLines.length > 0
        ? ['<p><strong>Extras da estadia</strong></p>', list(extraLines)]
        : []),
      ...(ticketLines.length > 0
        ? [
            '<p><strong>Ingressos do parque aquático</strong></p>',
            list(ticketLines),
            '<p>Apresente na entrada do parque o código de cada ingresso (ou o QR Code em Minha Conta, Meus ingressos) e, para meia-entrada e crianças, o documento indicado.</p>',
          ]
        : []),
    ],
    text: [
      ...extraLines.map((line) => `- Extra: ${line}`),
      ...ticketLines.map((line) => `- Ingressos do parque: ${line}`),
    ],
    cents:
      extras.reduce((sum, e) => sum + e.valor_centavos, 0) +
      tickets.reduce((sum, t) => sum + t.valor_total * 100, 0),
  };
}

/** The group was paid: its confirmation, with the voucher, rooming list and pre-check-in. */
export function mailGroupPaid(db: Db, identificador: string, siteUrl: string, nowMs: number): void {
  const rooms = groupRooms(db, identificador).filter((r) => r.status_id === STATUS.confirmada);
  const to = recipientOf(db, rooms);
  if (!to || !firstTimeMail(db, identificador, 'pago', nowMs)) return;
  const hotel = hotelName(db, rooms[0]!.id_hotel);
  const addOns = paidAddOns(db, identificador);
  const total = rooms.reduce((sum, r) => sum + r.valor_total_centavos, 0) + addOns.cents;
  const voucher = `${siteUrl}/voucher-roomlist/${encodeURIComponent(identificador)}`;
  const account = `${siteUrl}/minhaConta/reservas`;
  const calendar = `${siteUrl}/api/reserva/roomlist/${encodeURIComponent(identificador)}/calendario.ics`;
  // A room booked for a guest has its pre-check-in sent to the guest (guest-certificates.ts).
  const lines = describeRooms(db, rooms, (row) =>
    isForGuest(db, row) ? null : issuePreCheckInLink(db, row, siteUrl).link,
  );
  const numbers = rooms.map((r) => r.numero_reserva).join(', ');
  enqueueMail(db, {
    paraEmail: to.email,
    paraNome: to.nome,
    assunto: `Reserva confirmada: ${hotel} (${numbers})`,
    html: [
      `<p>Olá, ${escapeHtml(firstName(to.nome))}!</p>`,
      `<p>Recebemos o pagamento e sua reserva no ${escapeHtml(hotel)} está confirmada.</p>`,
      `<ul>${lines.html.join('\n')}</ul>`,
      ...addOns.html,
      `<p><strong>Total pago: ${formatBrl(total)}</strong></p>`,
      `<p><a href="${escapeHtml(voucher)}">Ver o voucher e a lista de hóspedes</a></p>`,
      `<p><a href="${escapeHtml(calendar)}">Adicionar a estadia ao calendário (.ics)</a></p>`,
      to.temporario === 1
        ? '<p>Crie uma conta com o seu CPF para acompanhar as reservas em Minha Conta.</p>'
        : `<p><a href="${escapeHtml(account)}">Minhas reservas</a></p>`,
      '<p>Cada link de pré-check-in pode ser usado uma vez, até o dia da chegada.</p>',
    ].join('\n'),
    texto: [
      `Olá, ${firstName(to.nome)}! Sua reserva no ${hotel} está confirmada.`,
      ...lines.text,
      ...addOns.text,
      `Total pago: ${formatBrl(total)}.`,
      `Voucher e lista de hóspedes: ${voucher}`,
      `Adicionar ao calendário (.ics): ${calendar}`,
    ].join('\n'),
  });
}

interface TransactionMailRow {
  token: string;
  referencia: string;
  valor_centavos: number;
  boleto_codigo: string;
  expira_em: number;
  comprador_nome: string;
  comprador_email: string;
  metodo: string;
}

function transaction(db: Db, token: string): TransactionMailRow {
  return findTransaction(db, token) as TransactionMailRow;
}

/** A boleto was issued: the reservation awaits its payment until the due date. */
export function mailBoletoIssued(db: Db, token: string, siteUrl: string, nowMs: number): void {
  const tx = transaction(db, token);
  if (!firstTimeMail(db, tx.referencia, `boleto:${token}`, nowMs)) return;
  const rooms = groupRooms(db, tx.referencia).filter((r) => r.status_id === STATUS.preReserva);
  const hotel = rooms[0] ? hotelName(db, rooms[0].id_hotel) : '';
  const lines = describeRooms(db, rooms, null);
  const pdf = `${siteUrl}/payments/boleto/${token}.pdf`;
  const until = formatLocalDateTime(tx.expira_em - 1);
  enqueueMail(db, {
    paraEmail: tx.comprador_email,
    paraNome: tx.comprador_nome,
    assunto: `Reserva aguardando pagamento: ${hotel}`,
    html: [
      `<p>Olá, ${escapeHtml(firstName(tx.comprador_nome))}!</p>`,
      `<p>Sua reserva no ${escapeHtml(hotel)} aguarda o pagamento do boleto de ${formatBrl(tx.valor_centavos)}. Os quartos ficam reservados até ${until}; depois disso, sem pagamento, a reserva expira.</p>`,
      `<ul>${lines.html.join('\n')}</ul>`,
      `<p>Linha digitável: <code>${escapeHtml(tx.boleto_codigo)}</code></p>`,
      `<p><a href="${escapeHtml(pdf)}">Abrir o boleto (PDF)</a></p>`,
      '<p>Assim que o pagamento for compensado, enviaremos a confirmação com o voucher.</p>',
    ].join('\n'),
    texto: [
      `Sua reserva no ${hotel} aguarda o pagamento do boleto de ${formatBrl(tx.valor_centavos)} até ${until}.`,
      ...lines.text,
      `Linha digitável: ${tx.boleto_codigo}`,
      `Boleto: ${pdf}`,
    ].join('\n'),
  });
}

/** A paid room was cancelled: what the policy kept and what comes back, and how. */
export function mailCancellation(
  db: Db,
  row: ReservationRow,
  record: CancellationRecord,
  nowMs: number,
): void {
  const to = recipientOf(db, [row]);
  if (!to || !firstTimeMail(db, row.identificador, `cancelamento:${row.numero_reserva}`, nowMs)) {
    return;
  }
  const figures = [
    `Valor pago: ${formatBrl(record.paidCents)}`,
    `Multa retida: ${formatBrl(record.penaltyCents)}`,
    `Reembolso: ${formatBrl(record.refundCents)}`,
  ];
  const how =
    record.refundCents > 0
      ? 'O reembolso é estornado na mesma forma de pagamento usada na compra.'
      : 'Não há valor a devolver.';
  enqueueMail(db, {
    paraEmail: to.email,
    paraNome: to.nome,
    assunto: `Reserva cancelada: ${row.numero_reserva}`,
    html: [
      `<p>Olá, ${escapeHtml(firstName(to.nome))}!</p>`,
      `<p>A reserva ${escapeHtml(row.numero_reserva)} no ${escapeHtml(hotelName(db, row.id_hotel))} foi cancelada.</p>`,
      `<ul>${figures.map((f) => `<li>${f}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(record.motivo)} ${how}</p>`,
    ].join('\n'),
    texto: [`Reserva ${row.numero_reserva} cancelada.`, ...figures, record.motivo, how].join('\n'),
  });
}
