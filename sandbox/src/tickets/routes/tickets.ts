import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TICKETS_USER_HEADER,
  type CalendarioResponse,
  type CategoriasResponse,
  type TicketVoucher,
  type VoucherListResponse,
  type VoucherPdfResponse,
} from '../../../../src/api/contract/tickets';
import type { AppContext } from '../../context';
import { fromIso, toIso, today, type Day } from '../../shared/calendar';
import { authenticate } from '../../accounts/sessions';
import {
  categoryRows,
  placesLeft,
  priceOf,
  referenceDay,
  SALE_DAYS_AHEAD,
  saleDay,
  toCategory,
  toTicketDay,
} from '../ticket-sale';
import {
  expireVouchers,
  findVoucher,
  newUnitCode,
  newVoucherCode,
  TICKET_HOLD_MS,
  toWireVoucher,
  withdrawalOf,
  type VoucherRow,
} from '../ticket-vouchers';
import { ticketVoucherPdf } from '../ticket-voucher-pdf';
import { DomainError } from '../../shared/domain-error';
import { asBody, bad, integerOf, type Body } from '../../http/search-input';

/** The most people one purchase may let in. */
export const MAX_TICKETS_PER_PURCHASE = 30;
/** The calendar answers at most this many days per call. */
export const MAX_CALENDAR_DAYS = 62;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real yyyy-MM-dd date, or a 400 naming the field. */
function dayOf(value: unknown, field: string): Day {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw bad(`${field} inválida: use o formato aaaa-mm-dd.`);
  }
  const day = fromIso(value);
  if (Number.isNaN(day) || toIso(day) !== value) throw bad(`${field} inválida: ${value}.`);
  return day;
}

function positiveId(value: unknown, field: string): number {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
  if (id === null || id <= 0) throw bad(`Informe ${field}.`);
  return id;
}

/**
 * The ticket API's calls (SPEC §7 and the extensions in api/contract/tickets.ts). The fixed
 * tickets token is checked by the plugin; the person behind a call is named by their session
 * token in X-Usuario-Token. Every write is one immediate transaction.
 */
export function ticketRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };
  const header = TICKETS_USER_HEADER.toLowerCase();

  /** The caller, who must be `pessoa_id`: 401 without a session, 403 for anyone else. */
  async function caller(request: FastifyRequest, body: Body): Promise<number> {
    const pessoaId = positiveId(body.pessoa_id, 'pessoa_id');
    const raw = request.headers[header];
    const session = await authenticate(db, keys, typeof raw === 'string' ? raw : null);
    if (session.user.id !== pessoaId) {
      throw new DomainError('forbidden', 'pessoa_id não corresponde ao usuário desta sessão.');
    }
    return pessoaId;
  }

  /** The caller's own voucher, or 404 (another person's is never shown). */
  function ownVoucher(body: Body, pessoaId: number): VoucherRow {
    const id = positiveId(body.voucher_id, 'voucher_id');
    const voucher = findVoucher(db, id);
    if (!voucher || voucher.pessoa_id !== pessoaId) {
      throw new DomainError('not_found', 'Ingresso não encontrado.');
    }
    return voucher;
  }

  app.post('/pos/categorias', async (request): Promise<CategoriasResponse> => {
    const body = request.body === undefined ? {} : asBody(request.body);
    const nowMs = now();
    if (body.data_visita === undefined || body.data_visita === null || body.data_visita === '') {
      // Flat reference prices: an ordinary weekday without promotion.
      const flat = referenceDay(db, today(new Date(nowMs)));
      return { categorias: categoryRows(db).map((row) => toCategory(row, flat)), dia: null };
    }
    const day = saleDay(db, dayOf(body.data_visita, 'data_visita'));
    return {
      categorias: categoryRows(db).map((row) => toCategory(row, day)),
      dia: toTicketDay(db, day, nowMs),
    };
  });

  app.post('/pos/calendario', async (request): Promise<CalendarioResponse> => {
    const body = asBody(request.body);
    const inicio = dayOf(body.inicio, 'inicio');
    const fim = dayOf(body.fim, 'fim');
    if (fim < inicio) throw bad('fim deve ser igual ou posterior a inicio.');
    if (fim - inicio + 1 > MAX_CALENDAR_DAYS) {
      throw bad(`O calendário responde no máximo ${MAX_CALENDAR_DAYS} dias por consulta.`);
    }
    const nowMs = now();
    const first = today(new Date(nowMs));
    const dias = [];
    for (let d = inicio; d <= fim; d += 1) {
      const day = saleDay(db, d);
      const wire = toTicketDay(db, day, nowMs);
      // Outside the sale (past, or beyond the season) a day reads as closed, with why.
      if (d < first)
        dias.push({
          ...wire,
          fechado: true,
          esgotado: false,
          restantes: 0,
          motivo_fechado: 'Data passada.',
        });
      else if (d > first + SALE_DAYS_AHEAD)
        dias.push({
          ...wire,
          fechado: true,
          esgotado: false,
          restantes: 0,
          motivo_fechado: 'Vendas ainda não abertas para esta data.',
        });
      else dias.push(wire);
    }
    return { dias };
  });

  app.post('/pos/voucher/add', async (request): Promise<TicketVoucher> => {
    const body = asBody(request.body, 'Dados da compra inválidos.');
    const pessoaId = await caller(request, body);
    const nowMs = now();
    const visit = dayOf(body.data, 'data');
    const first = today(new Date(nowMs));
    if (visit < first) throw bad('A data da visita já passou.');
    if (visit > first + SALE_DAYS_AHEAD) {
      throw bad('As vendas para esta data ainda não abriram.');
    }
    const observacao = body.observacao ?? '';
    if (typeof observacao !== 'string' || observacao.length > 500) {
      throw bad('observacao deve ser um texto de até 500 caracteres.');
    }
    const chave = body.chave;
    if (chave !== undefined && (typeof chave !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(chave))) {
      throw bad('chave inválida: de 8 a 64 letras, números ou hífens.');
    }
    const valorTotal = body.valor_total;
    if (typeof valorTotal !== 'number' || !Number.isSafeInteger(valorTotal) || valorTotal < 0) {
      throw bad('valor_total deve ser um número inteiro de reais.');
    }
    if (!Array.isArray(body.ingressos) || body.ingressos.length === 0) {
      throw bad('Informe ao menos um ingresso.');
    }

    return db
      .transaction((): TicketVoucher => {
        expireVouchers(db, nowMs);
        if (typeof chave === 'string') {
          const same = db
            .prepare('SELECT * FROM ticket_vouchers WHERE pessoa_id = ? AND chave = ?')
            .get(pessoaId, chave) as VoucherRow | undefined;
          if (same) return toWireVoucher(db, same, nowMs);
        }
        const day = saleDay(db, visit);
        if (day.fechado) throw bad(day.motivo ?? 'O parque não abre nesta data.');
        const categories = new Map(categoryRows(db).map((c) => [c.cti_id, c]));
        const seen = new Set<number>();
        const lines = (body.ingressos as unknown[]).map((raw) => {
          const line = asBody(raw, 'Cada ingresso deve ter cti_id, qtd e valor_unitario.');
          const ctiId = integerOf(line.cti_id);
          const category = ctiId === null ? undefined : categories.get(ctiId);
          if (!category || typeof line.cti_id !== 'number') {
            throw bad(`Categoria de ingresso desconhecida: ${String(line.cti_id)}.`);
          }
          if (seen.has(category.cti_id)) {
            throw bad(`A categoria ${category.nome} aparece mais de uma vez.`);
          }
          seen.add(category.cti_id);
          const qtd = line.qtd;
          if (typeof qtd !== 'number' || !Number.isSafeInteger(qtd) || qtd <= 0) {
            throw bad(`A quantidade de ${category.nome} deve ser um número inteiro positivo.`);
          }
          if (qtd > category.max_por_compra) {
            throw bad(
              `No máximo ${category.max_por_compra} ingressos de ${category.nome} por compra.`,
            );
          }
          const price = priceOf(category.preco, day);
          if (line.valor_unitario !== price) {
            throw bad(
              `O preço de ${category.nome} em ${toIso(visit)} é R$ ${price},00: atualize a página e confira os valores.`,
            );
          }
          return { category, qtd, price };
        });
        const pessoas = lines.reduce((sum, l) => sum + l.qtd, 0);
        if (pessoas > MAX_TICKETS_PER_PURCHASE) {
          throw bad(`No máximo ${MAX_TICKETS_PER_PURCHASE} ingressos por compra.`);
        }
        const total = lines.reduce((sum, l) => sum + l.qtd * l.price, 0);
        if (total === 0) throw bad('Inclua ao menos um ingresso pago.');
        if (valorTotal !== total) {
          throw bad(`valor_total não confere com a soma dos ingressos: R$ ${total},00.`);
        }
        for (const l of lines) {
          const companionOf = l.category.acompanha_cti_id;
          if (companionOf !== null) {
            const accompanied = lines.find((o) => o.category.cti_id === companionOf)?.qtd ?? 0;
            if (l.qtd > accompanied) {
              throw bad(
                `${l.category.nome}: no máximo um por ${categories.get(companionOf)?.nome ?? 'ingresso acompanhado'} na mesma compra.`,
              );
            }
          }
        }
        const left = placesLeft(db, day, nowMs);
        if (left === 0) throw new DomainError('conflict', 'Ingressos esgotados para esta data.');
        if (pessoas > left) {
          throw new DomainError(
            'conflict',
            `Restam apenas ${left} ${left === 1 ? 'ingresso' : 'ingressos'} para esta data.`,
          );
        }
        const codigo = newVoucherCode();
        const id = Number(
          db
            .prepare(
              `INSERT INTO ticket_vouchers (codigo, pessoa_id, data_visita, status, valor_total, pessoas,
                 observacao, chave, criado_em, expira_em)
               VALUES (?, ?, ?, 'pendente', ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              codigo,
              pessoaId,
              toIso(visit),
              total,
              pessoas,
              observacao,
              typeof chave === 'string' ? chave : null,
              nowMs,
              nowMs + TICKET_HOLD_MS,
            ).lastInsertRowid,
        );
        const insertLine = db.prepare(
          `INSERT INTO ticket_voucher_lines (voucher_id, cti_id, nome, grupo, observacao, qtd, valor_unitario)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        );
        const insertUnit = db.prepare(
          'INSERT INTO ticket_units (codigo, voucher_id, cti_id, seq) VALUES (?, ?, ?, ?)',
        );
        let seq = 0;
        for (const l of lines) {
          insertLine.run(
            id,
            l.category.cti_id,
            l.category.nome,
            l.category.grupo,
            l.category.observacao,
            l.qtd,
            l.price,
          );
          for (let i = 0; i < l.qtd; i += 1) {
            seq += 1;
            insertUnit.run(newUnitCode(), id, l.category.cti_id, seq);
          }
        }
        return toWireVoucher(db, findVoucher(db, id) as VoucherRow, nowMs);
      })
      .immediate();
  });

  app.post('/pos/voucher/lista', async (request): Promise<VoucherListResponse> => {
    const body = asBody(request.body);
    const pessoaId = await caller(request, body);
    const nowMs = now();
    const rows = db
      .prepare(
        `SELECT * FROM ticket_vouchers WHERE pessoa_id = ? AND status IN ('pago', 'utilizado', 'cancelado')
         ORDER BY id DESC`,
      )
      .all(pessoaId) as VoucherRow[];
    return { vouchers: rows.map((row) => toWireVoucher(db, row, nowMs)) };
  });

  app.post('/pos/voucher', async (request): Promise<TicketVoucher> => {
    const body = asBody(request.body);
    const pessoaId = await caller(request, body);
    return toWireVoucher(db, ownVoucher(body, pessoaId), now());
  });

  app.post('/pos/voucher/cancelar', async (request): Promise<TicketVoucher> => {
    const body = asBody(request.body);
    const pessoaId = await caller(request, body);
    const nowMs = now();
    return db
      .transaction((): TicketVoucher => {
        const voucher = ownVoucher(body, pessoaId);
        if (voucher.status === 'cancelado')
          throw new DomainError('conflict', 'Esta compra já foi cancelada.');
        const used = db
          .prepare('SELECT 1 FROM ticket_units WHERE voucher_id = ? AND utilizado_em IS NOT NULL')
          .get(voucher.id);
        const withdrawal = withdrawalOf(voucher, used !== undefined, nowMs);
        if (!withdrawal.pode)
          throw new DomainError('conflict', withdrawal.motivo ?? 'Compra não cancelável.');
        // The refund goes back through the gateway, to the same card or PIX payer, in full.
        const refunded = db
          .prepare(
            `UPDATE payment_transactions SET status = 'estornado', estornado_em = ?, transacao_erro = ?
             WHERE referencia = ? AND status IN ('aprovado', 'pago')`,
          )
          .run(
            nowMs,
            'Compra de ingressos cancelada pelo comprador (CDC, art. 49): estorno integral.',
            voucher.codigo,
          );
        if (refunded.changes === 0) {
          throw new DomainError(
            'conflict',
            'Pagamento desta compra não encontrado para o estorno.',
          );
        }
        db.prepare(
          "UPDATE ticket_vouchers SET status = 'cancelado', cancelado_em = ?, valor_reembolsado = valor_total WHERE id = ?",
        ).run(nowMs, voucher.id);
        return toWireVoucher(db, findVoucher(db, voucher.id) as VoucherRow, nowMs);
      })
      .immediate();
  });

  app.post('/pos/voucher/pdf', async (request): Promise<VoucherPdfResponse> => {
    const body = asBody(request.body);
    const pessoaId = await caller(request, body);
    const voucher = ownVoucher(body, pessoaId);
    if (voucher.status !== 'pago' && voucher.status !== 'utilizado') {
      throw new DomainError('conflict', 'Só uma compra paga tem voucher.');
    }
    const wire = toWireVoucher(db, voucher, now());
    return { arquivo: ticketVoucherPdf(db, wire).toString('base64') };
  });
}
