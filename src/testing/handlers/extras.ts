import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  EXTRA_HOLD_PATHS,
  EXTRAS_PATH,
  type CancelarExtraRequest,
  type ExtraReservado,
  type ExtrasResponse,
  type ReservarExtraRequest,
} from '@/api/contract/extras';
import { env } from '@/config/env';
import { GROUP_KEY } from '../fixtures/checkout';
import { STAY_EXTRAS } from '../fixtures/extras';

const mainUrl = (path: string) => `${env.api.main}${path}`;
const refused = (erro: string, status: number) => HttpResponse.json({ erro }, { status });

let nextId = 1;
/** Held extras by id, as the API would keep them for the test group. */
const held = new Map<number, ExtraReservado>();

/** Forgets the held extras (each test starts with none). */
export function resetHeldExtras(): void {
  held.clear();
  nextId = 1;
}

/** The fixture's extras, held and let go with the test group's key; places are checked. */
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
  http.post(mainUrl(EXTRA_HOLD_PATHS.release), async ({ request }) => {
    const body = (await request.json()) as CancelarExtraRequest;
    if (body.chave_grupo !== GROUP_KEY || !held.delete(body.id)) {
      return refused('Extra não encontrado nesta reserva.', 404);
    }
    return HttpResponse.json({ mensagem: 'Extra removido da reserva.' });
  }),
];
