/**
 * What an active PIX Automático mandate does each day (README "PIX Automático"), from the sweep:
 * a notice days before each line falls due, then on the due day the charge (a paid PIX of the
 * gateway for exactly the line, the line paid by it, an e-mail), or, above the member's limit,
 * nothing but an e-mail saying to pay it by the 'segunda via'. Each once per line, in one
 * immediate transaction taken only when there is something to do.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import { type Day, fromIso, toIso, toWire } from '../shared/calendar';
import { escapeHtml } from '../shared/html';
import { formatBrl } from '../shared/money';
import { contractById, installmentRows, type ContractRow } from '../repositories/club-contracts';
import { enqueueMail } from '../repositories/mail-outbox';
import {
  insertTransaction,
  markTransactionPaid,
  nextTransactionSeq,
} from '../repositories/payment-transactions';
import {
  activeMandates,
  expirePendingMandates,
  mandateEventsOf,
  mandatesHaveWork,
  recordMandateEvent,
  type MandateRow,
} from '../repositories/pix-mandates';
import { findUserById, type UserRow } from '../repositories/users';
import {
  CLUB_MERCHANT_ID,
  installmentReference,
  markInstallmentPaid,
} from './club-installment-payments';
import { NOTICE_DAYS } from './pix-automatico';

type Line = ReturnType<typeof installmentRows>[number];

function mail(db: Db, member: UserRow, subject: string, text: string): void {
  enqueueMail(db, {
    paraEmail: member.email,
    paraNome: member.nome,
    assunto: subject,
    html: `<p>${escapeHtml(text)}</p>`,
    texto: text,
  });
}

/** The gateway's PIX for the line, paid at once by the member's bank; the line paid by it. */
function charge(db: Db, line: Line, member: UserRow, nowMs: number): string {
  const token = randomBytes(12).toString('hex');
  insertTransaction(db, {
    token,
    seq: nextTransactionSeq(db),
    hotel_id: CLUB_MERCHANT_ID,
    referencia: installmentReference(line.id),
    metodo: 'pix',
    forma_pagamento_id: 9,
    valor_centavos: line.valor,
    desconto_centavos: 0,
    parcelas: 1,
    status: 'pendente',
    transacao_erro: '',
    bandeira: '',
    ultimos4: '',
    comprador_nome: member.nome,
    comprador_email: member.email,
    comprador_documento: member.cpf.replace(/\D/g, ''),
    descricao: `PIX Automático: ${line.descricao}`,
    endereco: '{}',
    pix_qr_code: '',
    boleto_codigo: '',
    expira_em: null,
    criado_em: nowMs,
    // A club line has no PIX price.
    pix_percentuais: null,
  });
  markTransactionPaid(db, token, nowMs);
  markInstallmentPaid(db, installmentReference(line.id), 'pix', nowMs);
  return token;
}

function serveMandate(db: Db, mandate: MandateRow, today: Day, nowMs: number): void {
  const contract = contractById(db, mandate.contratos_id) as ContractRow;
  const member = findUserById(db, contract.user_id) as UserRow;
  const done = new Set(mandateEventsOf(db, mandate.id).map((e) => `${e.parcela_id}:${e.tipo}`));
  const notice = toIso(today + NOTICE_DAYS);
  const lines = installmentRows(db, contract.contratos_id).filter(
    (l) =>
      l.pago_em === null &&
      l.cancelada_em === null &&
      l.vencimento >= (mandate.autorizado_dia as string) &&
      l.vencimento <= notice,
  );
  for (const line of lines) {
    const what = `${line.descricao} (${formatBrl(line.valor)}, vencimento ${toWire(fromIso(line.vencimento))})`;
    const above = mandate.valor_maximo !== null && line.valor > mandate.valor_maximo;
    if (line.vencimento > toIso(today)) {
      if (done.has(`${line.id}:aviso`)) continue;
      recordMandateEvent(db, {
        mandateId: mandate.id,
        parcelaId: line.id,
        tipo: 'aviso',
        em: nowMs,
      });
      mail(
        db,
        member,
        `Aviso de cobrança por PIX Automático: contrato ${contract.numero_contrato}`,
        above
          ? `${what} passa do valor máximo que você autorizou e não será cobrada: pague pela 2ª via, na ficha financeira.`
          : `${what} será paga por PIX Automático no vencimento. Para não pagar assim, cancele o PIX Automático até a véspera.`,
      );
      continue;
    }
    if (done.has(`${line.id}:cobrada`) || done.has(`${line.id}:acima_do_limite`)) continue;
    if (above) {
      recordMandateEvent(db, {
        mandateId: mandate.id,
        parcelaId: line.id,
        tipo: 'acima_do_limite',
        em: nowMs,
      });
      mail(
        db,
        member,
        `PIX Automático: parcela não cobrada (contrato ${contract.numero_contrato})`,
        `${what} passa do valor máximo que você autorizou e não foi cobrada: pague pela 2ª via, na ficha financeira.`,
      );
      continue;
    }
    const token = charge(db, line, member, nowMs);
    recordMandateEvent(db, {
      mandateId: mandate.id,
      parcelaId: line.id,
      tipo: 'cobrada',
      em: nowMs,
      token,
    });
    mail(
      db,
      member,
      `PIX Automático: parcela paga (contrato ${contract.numero_contrato})`,
      `${what} foi paga por PIX Automático hoje. Ela já aparece paga na ficha financeira.`,
    );
  }
}

/** The sweep's turn: lapsed requests close, and every active mandate does what is due. */
export function chargeDueMandates(db: Db, today: Day, nowMs: number): void {
  if (!mandatesHaveWork(db, nowMs, toIso(today), toIso(today + NOTICE_DAYS))) return;
  db.transaction(() => {
    expirePendingMandates(db, nowMs);
    for (const mandate of activeMandates(db)) serveMandate(db, mandate, today, nowMs);
  }).immediate();
}
