/**
 * Guest certificates (issue 51; README "Guest certificates"): a member books with a contract
 * for someone else. The contract's points are spent as for any contract booking; each room
 * booked for a guest costs a fee in money (config) and counts against a yearly allowance per
 * contract (config), in the use year of its arrival. The guest (each room's principal adult,
 * with CPF and e-mail) receives the voucher and the pre-check-in link in their own name when
 * the booking is paid, and the fee then becomes a line of the contract's financial record.
 */
import type { CertificateAllowance } from '../../../src/api/contract/guest-certificates';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { escapeHtml } from '../shared/html';
import { isValidCpf, onlyDigits } from '../shared/documents';
import { formatBrl } from '../shared/money';
import { fromIso, toIso, toWire, type Day } from '../shared/calendar';
import type { GuestInput } from '../shared/guest-input';
import { addYears, useYearStarts } from '../repositories/club-ledger';
import { type ContractRow, insertFeeLine } from '../repositories/club-contracts';
import {
  certificateOfReservation,
  certificatesCounted,
  insertCertificate,
  markCertificateIssued,
} from '../repositories/guest-certificates';
import { hotelName } from '../repositories/catalogue';
import { enqueueMail } from '../repositories/mail-outbox';
import type { UserRow } from '../repositories/users';
import { issuePreCheckInLink } from './pre-check-in';
import type { ReservationRow } from './reservations';

/** The certificate's fee is due this many days after the booking is paid (as a deposit's fee). */
export const CERTIFICATE_FEE_DUE_DAYS = 10;

export interface CertificateTerms {
  feeCents: number;
  perYear: number;
}

/** The rules in words, with the configured fee and allowance (the club's page and the review). */
export function certificateRules({ feeCents, perYear }: CertificateTerms): string[] {
  return [
    'Você pode reservar com o seu contrato para outra pessoa, um amigo ou parente: marque "Reserva para convidados" na revisão da reserva. Os pontos saem do contrato como em qualquer reserva com contrato.',
    `Cada quarto reservado para convidados é um certificado de hóspede, com taxa de ${formatBrl(feeCents)}, lançada na ficha financeira do contrato quando a reserva é paga, com vencimento em ${CERTIFICATE_FEE_DUE_DAYS} dias (PIX ou boleto).`,
    `Cada contrato tem até ${perYear} certificados por ano de uso, contados no ano de uso da chegada. Um certificado de reserva não paga (pré-reserva expirada ou liberada) volta a ficar disponível; o de reserva paga conta mesmo se ela for cancelada depois.`,
    'O hóspede principal de cada quarto é o convidado: informe o CPF e o e-mail dele. Ele recebe o voucher e o link do pré-check-in no próprio nome.',
  ];
}

/** The use year (first and last day) of the contract that contains `day`, or null. */
function useYearOf(contract: ContractRow, day: Day): { start: Day; end: Day } | null {
  const start = useYearStarts(contract, day).at(-1);
  return start === undefined ? null : { start, end: addYears(start, 1) - 1 };
}

/** How many certificates the contract has left in the use year of `arrival`, and its terms. */
export function certificateAllowance(
  db: Db,
  contract: ContractRow,
  arrival: Day,
  terms: CertificateTerms,
  nowMs: number,
): CertificateAllowance {
  const year = useYearOf(contract, arrival);
  const used =
    year === null
      ? 0
      : certificatesCounted(db, contract.contratos_id, toIso(year.start), Math.floor(nowMs / 1000));
  return {
    numero_contrato: contract.numero_contrato,
    taxa_centavos: terms.feeCents,
    limite: terms.perYear,
    usados: used,
    restantes: year === null ? 0 : Math.max(0, terms.perYear - used),
    ano_uso: year === null ? null : { inicio: toWire(year.start), fim: toWire(year.end) },
    regras: certificateRules(terms),
  };
}

/**
 * Records a room's certificate at its confirmation (inside the confirmation's immediate
 * transaction, so two rooms never take the last one): refused with the reason when the contract
 * has none left that year, or the principal guest is the member or lacks a CPF or an e-mail.
 */
export function reserveCertificate(
  db: Db,
  row: ReservationRow,
  {
    contract,
    member,
    guests,
    terms,
    nowMs,
  }: {
    contract: ContractRow;
    member: UserRow;
    guests: GuestInput[];
    terms: CertificateTerms;
    nowMs: number;
  },
): void {
  if (certificateOfReservation(db, row.id_reservas_front)) return;
  const principal = guests.find((g) => g.principal);
  const cpf = onlyDigits(principal?.numero_documento ?? '');
  if (!principal || principal.tipo_documento !== 'CPF' || !isValidCpf(cpf)) {
    throw new DomainError(
      'invalid',
      'Reserva para convidados: informe o CPF do hóspede principal de cada quarto, o convidado.',
    );
  }
  if (!principal.email.trim()) {
    throw new DomainError(
      'invalid',
      'Reserva para convidados: informe o e-mail do hóspede principal, que recebe o voucher e o pré-check-in.',
    );
  }
  if (cpf === onlyDigits(member.cpf)) {
    throw new DomainError(
      'invalid',
      'O hóspede principal é você: uma reserva para você mesmo não precisa de certificado de hóspede.',
    );
  }
  const year = useYearOf(contract, fromIso(row.data_chegada));
  if (year === null) {
    throw new DomainError(
      'conflict',
      `O contrato ${contract.numero_contrato} não cobre esta data.`,
    );
  }
  const used = certificatesCounted(
    db,
    contract.contratos_id,
    toIso(year.start),
    Math.floor(nowMs / 1000),
  );
  if (used >= terms.perYear) {
    throw new DomainError(
      'conflict',
      `O contrato ${contract.numero_contrato} já usou os ${terms.perYear} certificados de hóspede do ano de uso de ${toWire(year.start)} a ${toWire(year.end)}.`,
    );
  }
  insertCertificate(db, {
    contratos_id: contract.contratos_id,
    id_reservas_front: row.id_reservas_front,
    ano_uso: toIso(year.start),
    nome: `${principal.nome} ${principal.sobrenome}`.trim(),
    cpf,
    email: principal.email.trim(),
    taxa: terms.feeCents,
    criado_em: nowMs,
  });
}

/** Whether the room was booked for a guest (the member's own e-mail then leaves its pre-check-in out). */
export function isForGuest(db: Db, row: ReservationRow): boolean {
  return certificateOfReservation(db, row.id_reservas_front) !== undefined;
}

/**
 * The booking was paid (inside the group's confirmation): each of its rooms booked for a guest
 * gets its certificate issued, its fee in the financial record, and the guest an e-mail with the
 * voucher and the pre-check-in link in their name.
 */
export function issueCertificates(
  db: Db,
  rooms: readonly ReservationRow[],
  { siteUrl, nowMs, today }: { siteUrl: string; nowMs: number; today: Day },
): void {
  for (const row of rooms) {
    const certificate = certificateOfReservation(db, row.id_reservas_front);
    if (!certificate || certificate.emitido_em !== null) continue;
    markCertificateIssued(db, certificate.id, nowMs);
    if (certificate.taxa > 0) {
      insertFeeLine(db, {
        contratos_id: certificate.contratos_id,
        descricao: `Certificado de hóspede: ${certificate.nome}, reserva ${row.numero_reserva}`,
        vencimento: toIso(today + CERTIFICATE_FEE_DUE_DAYS),
        valor: certificate.taxa,
        certificado_id: certificate.id,
      });
    }
    const { link } = issuePreCheckInLink(db, row, siteUrl);
    const hotel = hotelName(db, row.id_hotel);
    const stay = `${toWire(fromIso(row.data_chegada))} a ${toWire(fromIso(row.data_partida))}`;
    const first = certificate.nome.split(' ')[0] ?? certificate.nome;
    enqueueMail(db, {
      paraEmail: certificate.email,
      paraNome: certificate.nome,
      assunto: `Sua reserva no ${hotel}: ${row.numero_reserva}`,
      html: [
        `<p>Olá, ${escapeHtml(first)}!</p>`,
        `<p>Um associado do Aurora VIP Club reservou para você uma estadia no ${escapeHtml(hotel)}, de ${stay}.</p>`,
        `<p><strong>Voucher</strong>: reserva ${escapeHtml(row.numero_reserva)}, hóspede principal ${escapeHtml(certificate.nome)}, ${row.qtd_adultos} adulto(s). Apresente-o com um documento com foto no check-in.</p>`,
        `<p><a href="${escapeHtml(link)}">Fazer o pré-check-in da reserva ${escapeHtml(row.numero_reserva)}</a></p>`,
        '<p>O link pode ser usado uma vez, até o dia da chegada.</p>',
      ].join('\n'),
      texto: `Olá, ${first}! Reserva ${row.numero_reserva} no ${hotel}, de ${stay}, em seu nome. Pré-check-in: ${link} (uso único, até o dia da chegada).`,
    });
  }
}
