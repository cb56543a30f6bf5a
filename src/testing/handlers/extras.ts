import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  EXTRA_HOLD_PATHS,
  EXTRAS_PATH,
  type CancelarExtraRequest,
  type ExtraReservado,
  type ExtrasResponse,
  type ReservarExtraRequest,
} from '@/api/contract/extras';
import {
  STAY_TICKET_PATHS,
  type CancelarIngressosRequest,
  type IngressosEstadiaResponse,
  type IngressosPagosResponse,
  type IngressosReservados,
  type ReservarIngressosRequest,
} from '@/api/contract/stay-tickets';
import {
  ADD_ON_PATHS,
  type AbrirAdicionaisRequest,
  type PedidoAdicionais,
} from '@/api/contract/add-ons';
import { env } from '@/config/env';
import { fixtureCategories, fixtureDay } from '../fixtures/tickets';
import { GROUP_KEY } from '../fixtures/checkout';
import { STAY_EXTRAS } from '../fixtures/extras';

const mainUrl = (path: string) => `${env.api.main}${path}`;
const refused = (erro: string, status: number) => HttpResponse.json({ erro }, { status });

let nextId = 1;
/** Held extras by id, as the API would keep them for the test group. */
const held = new Map<number, ExtraReservado>();

/** The offer link the add-on handler answers as spent (410). */
export const SPENT_OFFER_TOKEN = 'x'.repeat(43);

/** Held park tickets by id. */
const heldTickets = new Map<number, IngressosReservados>();

/** The days of the test group's stay (10/07/2030 to 13/07/2030), ISO. */
const STAY_DAYS = ['2030-07-10', '2030-07-11', '2030-07-12', '2030-07-13'];
const wire = (iso: string) => iso.split('-').reverse().join('/');

/** Forgets the held extras and tickets (each test starts with none). */
export function resetHeldExtras(): void {
  held.clear();
  heldTickets.clear();
  nextId = 1;
}

/**
 * The fixture's extras and park days, held and let go with the test group's key; places and
 * prices are checked.
 */
export const extrasHandlers: RequestHandler[] = [
  http.post(mainUrl(EXTRAS_PATH), () => HttpResponse.json<ExtrasResponse>({ extras: STAY_EXTRAS })),
  http.post(mainUrl(EXTRA_HOLD_PATHS.hold), async ({ request }) => {
    const body = (await request.json()) as ReservarExtraRequest;
    if (body.chave_grupo !== GROUP_KEY) return refused('Grupo de reservas não encontrado.', 404);
    const extra = STAY_EXTRAS.find((e) => e.id === body.id_extra);
    if (!extra) return refused('Este extra não é oferecido pelo hotel da reserva.', 422);
    const everyNight = extra.regra_preco === 'por_noite';
    const day = extra.dias.find((d) => d.data === body.data);
    if (!everyNight && !day) return refused('Informe o dia de uso do extra (data).', 422);
    const left = day?.horarios.find((h) => h.hora === body.hora)?.restantes ?? day?.restantes;
    if (typeof left === 'number' && body.quantidade > left) {
      return refused(`${extra.nome}: restam ${left} vagas em ${body.data} às ${body.hora}.`, 409);
    }
    const answer: ExtraReservado = {
      id: nextId++,
      id_extra: extra.id,
      nome: extra.nome,
      dias: everyNight ? extra.dias.map((d) => d.data) : [body.data!],
      hora: body.hora ?? null,
      quantidade: body.quantidade,
      valor: (everyNight ? extra.valor_estadia : extra.valor_unitario) * body.quantidade,
      cancelamento_gratis_horas: extra.cancelamento_gratis_horas,
    };
    held.set(answer.id, answer);
    return HttpResponse.json(answer);
  }),
  http.post(mainUrl(ADD_ON_PATHS.open), async ({ request }) => {
    const body = (await request.json()) as AbrirAdicionaisRequest;
    if ('token' in body && body.token === SPENT_OFFER_TOKEN) {
      return refused('Este link já foi usado: os itens adicionados estão no seu e-mail.', 410);
    }
    return HttpResponse.json<PedidoAdicionais>({
      referencia: 'ADD-TESTE',
      chave: GROUP_KEY,
      expira_em: new Date(Date.now() + 30 * 60_000).toISOString(),
      identificador: '1-TESTTOKEN',
      id_hotel: 1,
      hotel_nome: 'Thermas Aurora',
      data_chegada: '10/07/2030',
      data_partida: '13/07/2030',
      qtd_adultos: 2,
      idades_criancas: [7],
      comprador: {
        nome: 'Ana Lima',
        email: 'ana@example.com',
        telefone: '64999990000',
        cpf: '52998224725',
      },
    });
  }),
  http.post(mainUrl(STAY_TICKET_PATHS.offer), () =>
    HttpResponse.json<IngressosEstadiaResponse>({
      dias: STAY_DAYS.map((iso) => ({
        data: wire(iso),
        dia: fixtureDay(iso),
        categorias: fixtureCategories(iso),
      })),
    }),
  ),
  http.post(mainUrl(STAY_TICKET_PATHS.hold), async ({ request }) => {
    const body = (await request.json()) as ReservarIngressosRequest;
    if (body.chave_grupo !== GROUP_KEY) return refused('Grupo de reservas não encontrado.', 404);
    const iso = STAY_DAYS.find((d) => wire(d) === body.data);
    if (!iso) return refused(`${body.data} não é um dia desta estadia.`, 400);
    const categories = fixtureCategories(iso);
    const lines = body.ingressos.map((line) => {
      const category = categories.find((c) => c.cti_id === line.cti_id)!;
      return { ...line, category };
    });
    if (lines.some((l) => l.valor_unitario !== l.category.cti_valor)) {
      return refused('O preço mudou: atualize a página e confira os valores.', 400);
    }
    const total = lines.reduce((sum, l) => sum + l.qtd * l.valor_unitario, 0);
    if (total !== body.valor_total) return refused('valor_total não confere.', 400);
    const answer: IngressosReservados = {
      id: nextId++,
      data: body.data,
      ingressos: lines.map(({ category, qtd, valor_unitario }) => ({
        cti_id: category.cti_id,
        cti_nome: category.cti_nome,
        qtd,
        valor_unitario,
        observacao: category.observacao,
        grupo: category.grupo,
      })),
      pessoas: lines.reduce((sum, l) => sum + l.qtd, 0),
      valor_total: total,
    };
    heldTickets.set(answer.id, answer);
    return HttpResponse.json(answer);
  }),
  http.post(mainUrl(STAY_TICKET_PATHS.release), async ({ request }) => {
    const body = (await request.json()) as CancelarIngressosRequest;
    if (body.chave_grupo !== GROUP_KEY || !heldTickets.delete(body.id)) {
      return refused('Ingressos não encontrados nesta reserva.', 404);
    }
    return HttpResponse.json({ mensagem: 'Ingressos removidos da reserva.' });
  }),
  // Paid: the held tickets, a gate code per person (the page's QR codes).
  http.post(mainUrl(STAY_TICKET_PATHS.paid), async ({ request }) => {
    const body = (await request.json()) as { chave_grupo?: string };
    if (body.chave_grupo !== GROUP_KEY) return refused('Grupo de reservas não encontrado.', 404);
    return HttpResponse.json<IngressosPagosResponse>({
      compras: [...heldTickets.values()].map((day) => ({
        codigo: `ING-${day.id}`,
        data: day.data,
        unidades: day.ingressos.flatMap((line) =>
          Array.from({ length: line.qtd }, (_, i) => ({
            cti_nome: line.cti_nome,
            codigo: `${day.id}${line.cti_id}${i}`.padStart(20, '0'),
          })),
        ),
      })),
    });
  }),
  http.post(mainUrl(EXTRA_HOLD_PATHS.release), async ({ request }) => {
    const body = (await request.json()) as CancelarExtraRequest;
    if (body.chave_grupo !== GROUP_KEY || !held.delete(body.id)) {
      return refused('Extra não encontrado nesta reserva.', 404);
    }
    return HttpResponse.json({ mensagem: 'Extra removido da reserva.' });
  }),
];
