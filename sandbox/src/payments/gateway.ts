import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  CartaoClaro,
  ConsultaResponse,
  PagamentoResponse,
  PagamentoStatus,
  ParcelamentoResponse,
  PublicKeyResponse,
} from '../../../src/api/contract/payments';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import { startOfDayMs, today, wallClock } from '../domain/calendar';
import { isValidCnpj, isValidCpf, onlyDigits } from '../domain/documents';
import { mailBoletoIssued } from '../domain/booking-mail';
import { groupDeadline } from '../domain/group-lifecycle';
import { confirmedGroupRooms, confirmGroup, extendGroupHolds } from '../domain/holds';
import { decryptWithGatewayKey, gatewayKeys } from '../domain/payment-keys';
import {
  boletoLine,
  type Brand,
  brandOf,
  installmentPlans,
  luhnValid,
  MAX_INSTALLMENTS,
  pixBrCode,
} from '../domain/payment-codes';
import { STATUS } from '../domain/reservations';
import {
  extendVoucherHold,
  isTicketReference,
  isVoucherPayable,
  markVoucherPaid,
  PARK_MERCHANT_ID,
  voucherByReference,
} from '../domain/ticket-vouchers';
import {
  CLUB_MERCHANT_ID,
  installmentByReference,
  isInstallmentReference,
} from '../domain/club-installment-payments';
import { HttpError } from '../http/errors';
import { asBody, type Body, bad, integerOf } from '../http/search-input';

/**
 * The payment gateway simulator (SPEC §3 payment payload/result, §5 card rules, §7, §9), behind
 * the fixed payments token. `:id` is the hotel (the merchant account). Card numbers and codes
 * are decrypted in memory only: the database keeps the brand and the last four digits.
 */

export const PAYMENT_MESSAGES = {
  unknownHotel: 'Estabelecimento não encontrado.',
  unknownBrand: 'Bandeira não identificada.',
  installmentsDown: 'Serviço de parcelamento indisponível.',
  undecryptable: 'Cartão inválido ou não criptografado.',
  clearCard: 'Os dados do cartão não podem conter o número completo nem o código de segurança.',
  expired: 'O tempo para concluir esta reserva expirou.',
} as const;

/** Test-only BIN of /parcelamento that answers 503 (the site's retry and fallback). */
export const FAILING_BIN = '999999';
export const PIX_SECONDS = 15 * 60;
export const BOLETO_DAYS = 3;

/** Documented test cards (README): outcome by number; any other valid card is approved. */
const TEST_CARDS: Record<string, { status: PagamentoStatus; erro: string }> = {
  '4000000000000002': { status: 'recusado', erro: 'Transação não autorizada pelo emissor.' },
  '4000000000009995': { status: 'recusado', erro: 'Saldo insuficiente.' },
  '4000000000000119': { status: 'erro', erro: 'Falha de comunicação com a operadora.' },
};

type Metodo = 'cartao' | 'pix' | 'boleto';
const METHOD_BY_FORMA: Record<number, Metodo> = { 1: 'cartao', 9: 'pix', 3: 'boleto' };
const INTEGRATOR: Record<Metodo, number> = { cartao: 3, pix: 2, boleto: 2 };

interface TransactionRow {
  token: string;
  seq: number;
  hotel_id: number;
  referencia: string;
  metodo: Metodo;
  valor_centavos: number;
  status: 'aprovado' | 'recusado' | 'erro' | 'pendente' | 'pago' | 'expirado' | 'estornado';
  transacao_erro: string;
  pix_qr_code: string;
  boleto_codigo: string;
  expira_em: number | null;
}

export function findTransaction(db: Db, token: string): TransactionRow | undefined {
  return db.prepare('SELECT * FROM payment_transactions WHERE token = ?').get(token) as
    TransactionRow | undefined;
}

/** The wire result of a stored transaction (the same answer for an idempotent replay). */
function toResponse(tx: TransactionRow): PagamentoResponse {
  // A paid PIX/boleto replays as the approved payment it became.
  const status: PagamentoStatus =
    tx.status === 'pago'
      ? 'aprovado'
      : tx.status === 'expirado' || tx.status === 'estornado'
        ? 'erro'
        : tx.status;
  return {
    sucesso: status === 'aprovado' || status === 'pendente',
    status,
    transacao_erro: tx.transacao_erro,
    token: tx.token,
    hotel: tx.hotel_id,
    boleto_codigo: tx.metodo === 'boleto' ? tx.boleto_codigo : '',
    boleto_link: tx.metodo === 'boleto' ? `/payments/boleto/${tx.token}.pdf` : '',
    pix:
      tx.metodo === 'pix'
        ? { qr_code: tx.pix_qr_code, expira_em: new Date(tx.expira_em ?? 0).toISOString() }
        : null,
  };
}

function text(body: Body, key: string, max: number, required = false): string {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw bad(`Informe ${key}.`);
    return '';
  }
  if (typeof value !== 'string') throw bad(`${key} inválido: deve ser texto.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw bad(`${key} deve ter no máximo ${max} caracteres.`);
  if (required && trimmed === '') throw bad(`Informe ${key}.`);
  return trimmed;
}

function cents(body: Body, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw bad(`${key} deve ser um número inteiro de centavos.`);
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

interface CardOutcome {
  status: PagamentoStatus;
  erro: string;
  bandeira: Brand | '';
  ultimos4: string;
}

/** Decides a card payment from the decrypted card (never stored, never logged). */
function chargeCard(card: CartaoClaro, nowMs: number): CardOutcome {
  const number = onlyDigits(card.cardNumber);
  const ultimos4 = number.slice(-4);
  const refuse = (erro: string, bandeira: Brand | '' = ''): CardOutcome => ({
    status: 'recusado',
    erro,
    bandeira,
    ultimos4,
  });
  if (!luhnValid(number)) return refuse('Número do cartão inválido.');
  const bandeira = brandOf(number);
  if (!bandeira) return refuse('Bandeira não aceita.');
  if (card.holderName.trim() === '') return refuse('Nome do titular inválido.', bandeira);
  const month = Number(card.expirationMonth);
  const year = Number(
    card.expirationYear.length === 2 ? `20${card.expirationYear}` : card.expirationYear,
  );
  if (
    !/^\d{1,2}$/.test(card.expirationMonth) ||
    month < 1 ||
    month > 12 ||
    !/^\d{2,4}$/.test(card.expirationYear)
  ) {
    return refuse('Validade do cartão inválida.', bandeira);
  }
  const now = wallClock(nowMs);
  if (year * 12 + month < now.year * 12 + now.month) {
    return refuse('Cartão vencido.', bandeira);
  }
  const cvvLength = bandeira === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.securityCode)) {
    return refuse('Código de segurança inválido.', bandeira);
  }
  const test = TEST_CARDS[number];
  if (test) return { ...test, bandeira, ultimos4 };
  return { status: 'aprovado', erro: '', bandeira, ultimos4 };
}

function parseClearCard(json: string): CartaoClaro | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const keys = ['cardNumber', 'holderName', 'expirationMonth', 'expirationYear', 'securityCode'];
  if (!keys.every((k) => typeof v[k] === 'string')) return null;
  return v as unknown as CartaoClaro;
}

export function gatewayRoutes(app: FastifyInstance, { db, now, config }: AppContext): void {
  // Hotels are merchants; so is the park (tipo 2), for its ticket sale.
  const hotelStmt = db.prepare(
    'SELECT id, nome, cidade FROM hotels WHERE id = ? AND tipo IN (1, 2)',
  );
  const hotelOf = (value: unknown): { id: number; nome: string; cidade: string } => {
    const id = integerOf(value);
    const hotel = id === null ? undefined : hotelStmt.get(id);
    if (!hotel) throw new HttpError(404, PAYMENT_MESSAGES.unknownHotel);
    return hotel as { id: number; nome: string; cidade: string };
  };

  app.post('/parcelamento/rede/:id', async (request): Promise<ParcelamentoResponse> => {
    hotelOf((request.params as { id: string }).id);
    const body = asBody(request.body, 'Dados do parcelamento inválidos.');
    const bin = body.credit_card_bin;
    if (typeof bin !== 'string' || !/^\d{6}$/.test(bin)) {
      throw bad('credit_card_bin deve ter os 6 primeiros dígitos do cartão.');
    }
    const value = body.value;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      throw bad('value deve ser o valor em centavos, inteiro e positivo.');
    }
    if (bin === FAILING_BIN) throw new HttpError(503, PAYMENT_MESSAGES.installmentsDown);
    const brand = brandOf(bin);
    if (!brand) throw bad(PAYMENT_MESSAGES.unknownBrand);
    const max = integerOf(body.max_installments);
    const plans = Math.min(MAX_INSTALLMENTS, max !== null && max >= 1 ? max : MAX_INSTALLMENTS);
    return {
      payment_methods: {
        credit_card: { [brand]: { installment_plans: installmentPlans(value, plans) } },
      },
    };
  });

  app.post('/public_key/:id', async (request): Promise<PublicKeyResponse> => {
    const id = integerOf((request.params as { id: string }).id);
    if (id === null || !hotelStmt.get(id)) {
      return { retorno: 'erro', mensagem: PAYMENT_MESSAGES.unknownHotel };
    }
    return { retorno: 'sucesso', mensagem: gatewayKeys(db).publicPem };
  });

  app.post('/pagar/:id', async (request): Promise<PagamentoResponse> => {
    const hotel = hotelOf((request.params as { id: string }).id);
    const body = asBody(request.body, 'Dados do pagamento inválidos.');
    const nowMs = now();
    if (body.transacao_versao !== 2) throw bad('transacao_versao deve ser 2.');
    const referencia = text(body, 'transacao_referencia', 200, true);
    const forma = integerOf(body.transacao_forma_pagamento);
    const metodo = forma === null ? undefined : METHOD_BY_FORMA[forma];
    if (!metodo || forma === null)
      throw bad('Forma de pagamento inválida: use 1 (cartão), 9 (PIX) ou 3 (boleto).');
    if (body.transacao_integrador !== INTEGRATOR[metodo]) {
      throw bad(`Integrador inválido: use ${INTEGRATOR[metodo]} para esta forma de pagamento.`);
    }
    const valor = cents(body, 'transacao_valor');
    if (valor <= 0) throw bad('transacao_valor deve ser positivo.');
    const desconto = cents(body, 'transacao_desconto');
    const parcelas = integerOf(body.transacao_parcelas);
    if (
      typeof body.transacao_parcelas !== 'number' ||
      parcelas === null ||
      parcelas < 1 ||
      parcelas > MAX_INSTALLMENTS
    ) {
      throw bad(`transacao_parcelas deve ser de 1 a ${MAX_INSTALLMENTS}.`);
    }
    if (metodo !== 'cartao' && parcelas !== 1) throw bad('PIX e boleto são à vista: 1 parcela.');
    const descricao = text(body, 'descricao_item', 255);
    const nome = text(body, 'comprador_nome', 120, true);
    const email = text(body, 'comprador_email', 120, true);
    if (!EMAIL.test(email)) throw bad('comprador_email inválido.');
    const ddd = text(body, 'comprador_telefone_codigoarea', 2, true);
    if (!/^[1-9]\d$/.test(ddd)) throw bad('comprador_telefone_codigoarea deve ter 2 dígitos.');
    const fone = text(body, 'comprador_telefone_numero', 9, true);
    if (!/^\d{8,9}$/.test(fone)) throw bad('comprador_telefone_numero deve ter 8 ou 9 dígitos.');
    const docTipo = text(body, 'comprador_documento_tipo', 4);
    const docNumero = onlyDigits(text(body, 'comprador_documento_numero', 20));
    if (docTipo === 'cpf') {
      if (!isValidCpf(docNumero)) throw bad('comprador_documento_numero: CPF inválido.');
    } else if (docTipo === 'cnpj') {
      if (!isValidCnpj(docNumero)) throw bad('comprador_documento_numero: CNPJ inválido.');
    } else if (docTipo === '') {
      if (docNumero !== '') throw bad('Informe comprador_documento_tipo (cpf ou cnpj).');
      if (metodo !== 'cartao') throw bad('Informe o CPF ou CNPJ do pagador.');
    } else {
      throw bad('comprador_documento_tipo deve ser cpf, cnpj ou vazio.');
    }
    if (body.comprador_endereco_pais !== 'BRA')
      throw bad("comprador_endereco_pais deve ser 'BRA'.");
    const endereco = {
      logradouro: text(body, 'comprador_endereco_logradouro', 120, metodo === 'boleto'),
      numero: text(body, 'comprador_endereco_numero', 20, metodo === 'boleto'),
      complemento: text(body, 'comprador_endereco_complemento', 80),
      bairro: text(body, 'comprador_endereco_bairro', 80, metodo === 'boleto'),
      cidade: text(body, 'comprador_endereco_cidade', 80, metodo === 'boleto'),
      estado: text(body, 'comprador_endereco_estado', 2, metodo === 'boleto'),
      cep: onlyDigits(text(body, 'comprador_endereco_cep', 9, metodo === 'boleto')),
    };
    if (metodo === 'boleto') {
      if (!/^[A-Za-z]{2}$/.test(endereco.estado)) throw bad('comprador_endereco_estado: use a UF.');
      if (!/^\d{8}$/.test(endereco.cep)) throw bad('comprador_endereco_cep deve ter 8 dígitos.');
    }

    let card: CardOutcome | null = null;
    if (metodo === 'cartao') {
      const dados = body.dados_cartao;
      if (typeof dados !== 'object' || dados === null || Array.isArray(dados)) {
        throw bad('Informe dados_cartao.');
      }
      const d = dados as Record<string, unknown>;
      const masked = typeof d.cardNumber === 'string' ? d.cardNumber : '';
      if (masked.replace(/\D/g, '').length > 4 || d.securityCode !== '***') {
        throw bad(PAYMENT_MESSAGES.clearCard);
      }
      if (typeof body.cartao_hash !== 'string' || body.cartao_hash === '') {
        throw bad(PAYMENT_MESSAGES.undecryptable);
      }
      const clear = decryptWithGatewayKey(db, body.cartao_hash);
      const parsed = clear === null ? null : parseClearCard(clear);
      if (!parsed) throw bad(PAYMENT_MESSAGES.undecryptable);
      const visible = masked.replace(/\D/g, '');
      if (visible.length === 4 && !onlyDigits(parsed.cardNumber).endsWith(visible)) {
        throw bad('Os dados do cartão não conferem com o cartão criptografado.');
      }
      card = chargeCard(parsed, nowMs);
    } else {
      if (body.cartao_hash !== undefined && body.cartao_hash !== '') {
        throw bad('cartao_hash só é enviado em pagamentos com cartão.');
      }
      if (body.dados_cartao !== undefined && body.dados_cartao !== null) {
        throw bad('dados_cartao só é enviado em pagamentos com cartão.');
      }
    }

    return db
      .transaction((): PagamentoResponse => {
        // Idempotent per group: an approved or paid group answers the same, with no new charge.
        const settled = db
          .prepare(
            "SELECT * FROM payment_transactions WHERE referencia = ? AND status IN ('aprovado', 'pago') ORDER BY seq LIMIT 1",
          )
          .get(referencia) as TransactionRow | undefined;
        if (settled) {
          if (settled.hotel_id !== hotel.id)
            throw bad('Estabelecimento não corresponde à reserva.');
          return toResponse(settled);
        }
        const installment = isInstallmentReference(referencia);
        // A club parcela's 'segunda via' (README "Club"): the club's merchant, PIX or boleto,
        // exactly the line's amount, while it is unpaid.
        if (installment) {
          const line = installmentByReference(db, referencia);
          if (!line) throw new HttpError(404, 'Parcela não encontrada.');
          if (hotel.id !== CLUB_MERCHANT_ID)
            throw bad('Estabelecimento não corresponde à parcela.');
          if (line.pago_em !== null) throw new HttpError(409, 'Esta parcela já foi paga.');
          if (metodo === 'cartao')
            throw bad('A segunda via de uma parcela é paga com PIX ou boleto.');
          if (desconto !== 0) throw bad('Parcelas do clube não têm desconto de comissão.');
          if (valor !== line.valor) {
            throw bad(
              `transacao_valor não confere com o valor da parcela: ${line.valor} centavos.`,
            );
          }
        }
        const ticket = isTicketReference(referencia);
        // A ticket purchase (README "Tickets"): the park is its merchant, its total the
        // voucher's, and it is payable while its places are held.
        const voucher = ticket ? voucherByReference(db, referencia) : undefined;
        if (ticket) {
          if (!voucher) throw new HttpError(404, 'Compra de ingressos não encontrada.');
          if (hotel.id !== PARK_MERCHANT_ID) throw bad('Estabelecimento não corresponde à compra.');
          if (!isVoucherPayable(db, referencia, nowMs)) {
            throw new HttpError(410, 'O tempo para pagar esta compra de ingressos terminou.');
          }
          if (metodo === 'boleto') {
            throw bad(
              'Ingressos são pagos com cartão ou PIX: o boleto leva até 3 dias para compensar.',
            );
          }
          if (desconto !== 0) throw bad('Ingressos não têm desconto de comissão.');
          if (valor !== voucher.valor_total * 100) {
            throw bad(
              `transacao_valor não confere com o total da compra: ${voucher.valor_total * 100} centavos.`,
            );
          }
        }
        const other = ticket || installment;
        const rooms = other ? [] : confirmedGroupRooms(db, referencia);
        if (!other && rooms.length === 0) {
          const any = db
            .prepare('SELECT status_id FROM reservations WHERE identificador = ?')
            .all(referencia) as { status_id: number }[];
          if (any.some((r) => r.status_id === STATUS.expirada)) {
            throw new HttpError(410, PAYMENT_MESSAGES.expired);
          }
          throw new HttpError(404, 'Nenhuma reserva confirmada para esta referência.');
        }
        if (rooms.some((r) => r.id_hotel !== hotel.id)) {
          throw bad('Estabelecimento não corresponde à reserva.');
        }
        const total = rooms.reduce((sum, r) => sum + r.valor_total_centavos, 0);
        if (!other && desconto >= total) throw bad('transacao_desconto maior que o total.');
        // The amount is the total minus the discount (SPEC §9 also reads "the total").
        if (!other && valor !== total - desconto && !(desconto > 0 && valor === total)) {
          throw bad(
            `transacao_valor não confere com o total do grupo: ${total - desconto} centavos.`,
          );
        }
        if (metodo !== 'cartao') {
          const pending = db
            .prepare(
              "SELECT * FROM payment_transactions WHERE referencia = ? AND metodo = ? AND status = 'pendente' AND expira_em > ? ORDER BY seq DESC LIMIT 1",
            )
            .get(referencia, metodo, nowMs) as TransactionRow | undefined;
          if (pending) return toResponse(pending);
        }

        const token = randomBytes(12).toString('hex');
        const seq = (
          db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM payment_transactions').get() as {
            n: number;
          }
        ).n;
        let status: TransactionRow['status'] = 'pendente';
        let erro = '';
        let expira: number | null = null;
        let qr = '';
        let codigo = '';
        if (card) {
          status =
            card.status === 'aprovado' ? 'aprovado' : card.status === 'erro' ? 'erro' : 'recusado';
          erro = card.erro;
        } else if (metodo === 'pix') {
          // One deadline for the guest: the PIX lives at least 15 minutes and never ends before
          // the group's hold, which it then extends to its own end (README "Group lifecycle").
          // Whole seconds, as holds are stored, so both report the very same instant.
          const holdEnd = ticket
            ? (voucher?.expira_em ?? 0)
            : installment
              ? 0
              : (groupDeadline(db, referencia) ?? 0) * 1000;
          expira = Math.ceil(Math.max(nowMs + PIX_SECONDS * 1000, holdEnd) / 1000) * 1000;
          qr = pixBrCode({
            amountCents: valor,
            txid: token,
            merchant: hotel.nome,
            city: hotel.cidade,
          });
        } else {
          const due = today(new Date(nowMs)) + BOLETO_DAYS;
          const free = `${String(hotel.id).padStart(6, '0')}${String(seq).padStart(17, '0')}18`;
          codigo = boletoLine({ dueUtcDay: due, amountCents: valor, freeField: free }).line;
          // Until the end of the due day in the hotels' zone, whatever the machine's.
          expira = startOfDayMs(due + 1);
        }
        db.prepare(
          `INSERT INTO payment_transactions (token, seq, hotel_id, referencia, metodo, forma_pagamento_id,
             valor_centavos, desconto_centavos, parcelas, status, transacao_erro, bandeira, ultimos4,
             comprador_nome, comprador_email, comprador_documento, descricao, endereco, pix_qr_code,
             boleto_codigo, expira_em, criado_em)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          token,
          seq,
          hotel.id,
          referencia,
          metodo,
          forma,
          valor,
          desconto,
          parcelas,
          status,
          erro,
          card?.bandeira ?? '',
          card?.ultimos4 ?? '',
          nome,
          email.toLowerCase(),
          docNumero,
          descricao,
          JSON.stringify(endereco),
          qr,
          codigo,
          expira,
          nowMs,
        );
        if (status === 'aprovado') {
          if (ticket) markVoucherPaid(db, referencia, nowMs, config.siteUrl);
          else confirmGroup(db, referencia, config.siteUrl, nowMs);
          // A PIX or boleto left pending for the group is void once the card paid.
          db.prepare(
            "UPDATE payment_transactions SET status = 'expirado' WHERE referencia = ? AND status = 'pendente'",
          ).run(referencia);
        } else if (expira !== null && ticket) {
          extendVoucherHold(db, referencia, expira);
        } else if (expira !== null && !installment) {
          extendGroupHolds(db, referencia, Math.floor(expira / 1000));
          if (metodo === 'boleto') mailBoletoIssued(db, token, config.siteUrl, nowMs);
        }
        return toResponse(findTransaction(db, token) as TransactionRow);
      })
      .immediate();
  });

  app.post('/consulta/:id', async (request): Promise<ConsultaResponse> => {
    const hotel = hotelOf((request.params as { id: string }).id);
    const token = asBody(request.body).transacao_token;
    if (typeof token !== 'string' || !/^[0-9a-f]{24}$/.test(token)) {
      throw bad('Informe transacao_token.');
    }
    const tx = findTransaction(db, token);
    if (!tx || tx.hotel_id !== hotel.id) throw new HttpError(404, 'Transação não encontrada.');
    const status: ConsultaResponse['status'] = tx.status === 'erro' ? 'recusado' : tx.status;
    return { status, transacao_erro: tx.transacao_erro };
  });
}
