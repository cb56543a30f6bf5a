import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CancelarReservaRequest } from '@/api/contract/account';
import {
  CHECKOUT_PATHS,
  type ConfirmarReservaGrupoRequest,
  type ConfirmarReservaGrupoResponse,
  type GrupoReservaRequest,
  type GrupoReservaResponse,
  type PreReservaRequest,
  type UsuarioPreReservaRequest,
} from '@/api/contract/checkout';
import { env } from '@/config/env';
import {
  CHECKOUT_TEMPORARY_TOKEN,
  CONFIRM_FAILURE_MESSAGE,
  FAILING_GUEST_NAME,
  isCheckoutId,
  preReservaLine,
} from '../fixtures/checkout';

const mainUrl = (path: string) => `${env.api.main}${path}`;
const badRequest = (erro: string, status = 400) => HttpResponse.json({ erro }, { status });

const preReserve = async ({ request }: { request: Request }) => {
  const body = (await request.json()) as PreReservaRequest;
  if (!body.identificador || !body.data_chegada || !body.tarifa) {
    return badRequest('Pré-reserva incompleta.');
  }
  return HttpResponse.json(preReservaLine(body));
};

const confirm = async ({ request }: { request: Request }) => {
  const body = (await request.json()) as ConfirmarReservaGrupoRequest;
  if (!isCheckoutId(body.id_reservas_front)) return badRequest('Pré-reserva não encontrada.', 404);
  if (body.politica_aceita !== true) {
    return badRequest('Para confirmar a reserva, é preciso aceitar a política de cancelamento.');
  }
  if (body.hospede.some((h) => `${h.nome} ${h.sobrenome}`.includes(FAILING_GUEST_NAME))) {
    return badRequest(CONFIRM_FAILURE_MESSAGE, 422);
  }
  const answer: ConfirmarReservaGrupoResponse = {
    numero_reserva: `2026${body.id_reservas_front}`,
    id_reservas_front: body.id_reservas_front,
    reserva_id: body.id_reservas_front + 50_000,
  };
  return HttpResponse.json(answer);
};

/** Cancels a checkout room; anything else falls through to the account handlers. */
const cancel = async ({ request }: { request: Request }) => {
  const body = (await request.clone().json()) as Partial<CancelarReservaRequest>;
  if (!isCheckoutId(body.id_reservas_front)) return undefined;
  return HttpResponse.json({ mensagem: 'Reserva cancelada.' });
};

/** The group's state: held, 30 minutes from now (tests override it with server.use). */
const groupState = async ({ request }: { request: Request }) => {
  const body = (await request.json()) as GrupoReservaRequest;
  const now = Date.now();
  const answer: GrupoReservaResponse = {
    identificador: body.identificador,
    estado: 'reservado',
    agora: new Date(now).toISOString(),
    expira_em: new Date(now + 1800_000).toISOString(),
    reservas: [],
    pagamento: null,
  };
  return HttpResponse.json(answer);
};

/** Booking flow happy paths (fixtures/checkout), as the sandbox answers them. */
export const checkoutHandlers: RequestHandler[] = [
  http.post(mainUrl(CHECKOUT_PATHS.preReservation), preReserve),
  http.post(mainUrl(CHECKOUT_PATHS.preReservationContract), preReserve),
  http.post(mainUrl(CHECKOUT_PATHS.preReservationUser), async ({ request }) => {
    const body = (await request.json()) as Partial<UsuarioPreReservaRequest>;
    if (!/^\d{11}$/.test(body.cpf ?? '') || !body.email || !body.telefone) {
      return badRequest('Informe CPF, e-mail e telefone.');
    }
    return HttpResponse.json({ token_jwt: CHECKOUT_TEMPORARY_TOKEN });
  }),
  http.post(mainUrl(CHECKOUT_PATHS.confirm), confirm),
  http.post(mainUrl(CHECKOUT_PATHS.confirmContract), confirm),
  http.post(mainUrl(CHECKOUT_PATHS.cancel), cancel),
  http.post(mainUrl(CHECKOUT_PATHS.cancelContract), cancel),
  http.post(mainUrl(CHECKOUT_PATHS.paymentChoice), () => HttpResponse.json({ mensagem: 'ok' })),
  http.post(mainUrl(CHECKOUT_PATHS.group), groupState),
];
