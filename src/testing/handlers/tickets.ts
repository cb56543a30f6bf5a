import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  TICKETS_PATHS,
  TICKETS_USER_HEADER,
  type TicketVoucher,
  type VoucherAddRequest,
} from '@/api/contract/tickets';
import { env } from '@/config/env';
import { fixtureCategories, fixtureDay, ticketFixtures } from '../fixtures/tickets';
import { fixtureAccounts } from '../fixtures/users';

const url = (path: string) => `${env.api.tickets}${path}`;
const refuse = (erro: string, status = 400) => HttpResponse.json({ erro }, { status });

/** The person the X-Usuario-Token names, or a refusal as the sandbox answers it. */
function personOf(request: Request, pessoaId: unknown) {
  const account = fixtureAccounts.find((a) => a.token === request.headers.get(TICKETS_USER_HEADER));
  if (!account) return refuse('Token de autorização não encontrado ou inválido', 401);
  if (account.user.id !== pessoaId) return refuse('pessoa_id não corresponde ao usuário.', 403);
  return account.user.id;
}

/** The caller's own voucher named in the body, or the refusal (another person's is a 404). */
async function ownVoucher(request: Request): Promise<TicketVoucher | Response> {
  const body = (await request.json()) as { voucher_id: number; pessoa_id: number };
  const person = personOf(request, body.pessoa_id);
  if (typeof person !== 'number') return person;
  const voucher = ticketFixtures.vouchers.find(
    (v) => v.voucher_id === body.voucher_id && v.pessoa_id === person,
  );
  return voucher ?? refuse('Ingresso não encontrado.', 404);
}

function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ticket API as the sandbox answers it (sandbox README "Tickets"), on ticketFixtures. */
export const ticketHandlers: RequestHandler[] = [
  http.post(url(TICKETS_PATHS.categories), async ({ request }) => {
    const body = (await request.json()) as { data_visita?: string };
    const day = ticketFixtures.ignoresVisitDay ? undefined : body.data_visita;
    if (!day) return HttpResponse.json({ categorias: fixtureCategories(null) });
    return HttpResponse.json({ categorias: fixtureCategories(day), dia: fixtureDay(day) });
  }),

  http.post(url(TICKETS_PATHS.calendar), async ({ request }) => {
    if (ticketFixtures.noCalendar) return refuse('Rota não encontrada.', 404);
    const { inicio, fim } = (await request.json()) as { inicio: string; fim: string };
    const dias = [];
    for (let d = inicio; d <= fim; d = addDaysIso(d, 1)) dias.push(fixtureDay(d));
    return HttpResponse.json({ dias });
  }),

  http.post(url(TICKETS_PATHS.addVoucher), async ({ request }) => {
    const body = (await request.json()) as VoucherAddRequest;
    ticketFixtures.added.push(body);
    const person = personOf(request, body.pessoa_id);
    if (typeof person !== 'number') return person;
    const same = ticketFixtures.vouchers.find((v) => v.observacao === `chave:${body.chave}`);
    if (same) return HttpResponse.json(same);
    const day = fixtureDay(body.data);
    if (day.esgotado) return refuse('Ingressos esgotados para esta data.', 409);
    const categories = fixtureCategories(body.data);
    let total = 0;
    let pessoas = 0;
    for (const line of body.ingressos) {
      const category = categories.find((c) => c.cti_id === line.cti_id);
      if (!category) return refuse(`Categoria de ingresso desconhecida: ${line.cti_id}.`);
      if (line.valor_unitario !== category.cti_valor)
        return refuse(`O preço de ${category.cti_nome} mudou.`);
      total += line.qtd * line.valor_unitario;
      pessoas += line.qtd;
    }
    if (pessoas > day.restantes)
      return refuse(`Restam apenas ${day.restantes} ingressos para esta data.`, 409);
    if (total !== body.valor_total) return refuse(`valor_total não confere: R$ ${total},00.`);
    const id = ticketFixtures.nextId++;
    const voucher: TicketVoucher = {
      voucher_id: id,
      codigo: `ING-TESTE${id}`,
      referencia: `ING-TESTE${id}`,
      id_estabelecimento: 9,
      estabelecimento: 'Aurora Acqua Park',
      pessoa_id: person,
      data_visita: body.data,
      status: 'pendente',
      valor_total: total,
      // The fake keeps the purchase key here to answer a repeat with the same voucher.
      observacao: `chave:${body.chave}`,
      criado_em: new Date().toISOString(),
      pago_em: null,
      expira_em: new Date(Date.now() + 15 * 60_000).toISOString(),
      cancelado_em: null,
      valor_reembolsado: 0,
      cancelavel_ate: null,
      pode_cancelar: false,
      ingressos: body.ingressos.map((l) => {
        const c = categories.find((x) => x.cti_id === l.cti_id)!;
        return { ...l, cti_nome: c.cti_nome, observacao: c.observacao, grupo: c.grupo };
      }),
      unidades: body.ingressos.flatMap((l) => {
        const c = categories.find((x) => x.cti_id === l.cti_id)!;
        return Array.from({ length: l.qtd }, () => ({
          codigo: '',
          cti_id: l.cti_id,
          cti_nome: c.cti_nome,
          observacao: c.observacao,
          status: 'aguardando_pagamento' as const,
          utilizado_em: null,
        }));
      }),
    };
    ticketFixtures.vouchers.push(voucher);
    return HttpResponse.json(voucher);
  }),

  http.post(url(TICKETS_PATHS.getVoucher), async ({ request }) => {
    const voucher = await ownVoucher(request);
    if (voucher instanceof Response) return voucher;
    return HttpResponse.json(voucher);
  }),

  http.post(url(TICKETS_PATHS.listVouchers), async ({ request }) => {
    const body = (await request.json()) as { pessoa_id: number };
    const person = personOf(request, body.pessoa_id);
    if (typeof person !== 'number') return person;
    const vouchers = ticketFixtures.vouchers
      .filter(
        (v) => v.pessoa_id === person && ['pago', 'utilizado', 'cancelado'].includes(v.status),
      )
      .reverse();
    return HttpResponse.json({ vouchers });
  }),

  http.post(url(TICKETS_PATHS.cancelVoucher), async ({ request }) => {
    const voucher = await ownVoucher(request);
    if (voucher instanceof Response) return voucher;
    if (!voucher.pode_cancelar) return refuse('O prazo de arrependimento de 7 dias terminou.', 409);
    Object.assign(voucher, {
      status: 'cancelado',
      cancelado_em: new Date().toISOString(),
      valor_reembolsado: voucher.valor_total,
      pode_cancelar: false,
      unidades: voucher.unidades.map((u) => ({ ...u, status: 'cancelado' })),
    });
    return HttpResponse.json(voucher);
  }),

  http.post(url(TICKETS_PATHS.voucherPdf), async ({ request }) => {
    const voucher = await ownVoucher(request);
    if (voucher instanceof Response) return voucher;
    return HttpResponse.json({ arquivo: btoa('%PDF-1.4 ingressos') });
  }),
];
