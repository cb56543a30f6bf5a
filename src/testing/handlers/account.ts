import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ACCOUNT_PATHS,
  type AlterarSenhaRequest,
  type CadastroRequest,
  type CadastroResponse,
  type CidadesRequest,
  type EditarDadosRequest,
  type ValidarTokenSenhaRequest,
  type VerificaClienteRequest,
  type VerificaUsuarioRequest,
} from '@/api/contract/account';
import {
  CANCELLATION_PATHS,
  type SimularCancelamentoRequest,
  type SimularCancelamentoResponse,
} from '@/api/contract/cancellation';
import type { Usuario } from '@/api/contract/user';
import { env } from '@/config/env';
import {
  clubClientCpfs,
  fixtureCities,
  fixtureStates,
  INVALID_RECOVERY_MESSAGE,
  RECOVERY_TOKEN_NAME,
  registeredCpfs,
  VALID_RECOVERY_TOKEN,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../fixtures/account';
import { fixtureAccounts, FIXTURE_PASSWORD } from '../fixtures/users';

const mainUrl = (path: string) => `${env.api.main}${path}`;
const badRequest = (erro: string, status = 400) => HttpResponse.json({ erro }, { status });
const unauthorized = () => badRequest('Token de autorização não encontrado ou inválido', 401);

/** The fixture account whose JWT the request carries. */
function accountOf(request: Request) {
  const header = request.headers.get('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
  return fixtureAccounts.find((a) => a.token === token) ?? null;
}

const REQUIRED_REGISTRATION_FIELDS: (keyof CadastroRequest)[] = [
  'nome',
  'cpf',
  'usuario',
  'senha',
  'email',
  'data_nascimento',
  'logradouro',
  'numero',
  'bairro',
  'estado',
  'id_cidade',
  'cep',
  'ddd',
  'telefone',
  'tipo_endereco',
];

/** Customer accounts: registration, recovery, profile and form lists (fixtures/account). */
export const accountHandlers: RequestHandler[] = [
  http.post(mainUrl(ACCOUNT_PATHS.checkUser), async ({ request }) => {
    const body = (await request.json()) as Partial<VerificaUsuarioRequest>;
    return HttpResponse.json({ existe: registeredCpfs.includes(body.usuario ?? '') });
  }),

  http.post(mainUrl(ACCOUNT_PATHS.checkClubClient), async ({ request }) => {
    const body = (await request.json()) as Partial<VerificaClienteRequest>;
    const found = clubClientCpfs.includes(body.cpf ?? '');
    return HttpResponse.json(found ? [{ id_cliente: 88001, nome: 'Cliente Clube' }] : []);
  }),

  http.post(mainUrl(ACCOUNT_PATHS.register), async ({ request }) => {
    const body = (await request.json()) as Partial<CadastroRequest>;
    if (REQUIRED_REGISTRATION_FIELDS.some((field) => !body[field])) {
      return badRequest('Dados de cadastro incompletos.');
    }
    if (registeredCpfs.includes(body.cpf ?? '')) return badRequest('CPF já cadastrado.', 409);
    const answer: CadastroResponse = { id: 2001, mensagem: 'Cadastro realizado.' };
    return HttpResponse.json(answer);
  }),

  http.post(mainUrl(ACCOUNT_PATHS.validateRecoveryToken), async ({ request }) => {
    const body = (await request.json()) as Partial<ValidarTokenSenhaRequest>;
    if (body.token !== VALID_RECOVERY_TOKEN) return badRequest(INVALID_RECOVERY_MESSAGE, 404);
    return HttpResponse.json({ nome: RECOVERY_TOKEN_NAME });
  }),

  http.post(mainUrl(ACCOUNT_PATHS.changePassword), async ({ request }) => {
    const body = (await request.json()) as Partial<AlterarSenhaRequest> & Record<string, unknown>;
    if (typeof body.senha !== 'string' || body.senha.length < 6) {
      return badRequest('Senha inválida.');
    }
    if ('token' in body) {
      return body.token === VALID_RECOVERY_TOKEN
        ? HttpResponse.json({ mensagem: 'Senha alterada.' })
        : badRequest(INVALID_RECOVERY_MESSAGE, 404);
    }
    if (!accountOf(request)) return unauthorized();
    if (body.senha_atual !== FIXTURE_PASSWORD) return badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
    return HttpResponse.json({ mensagem: 'Senha alterada.' });
  }),

  http.post(mainUrl(ACCOUNT_PATHS.profile), ({ request }) => {
    const account = accountOf(request);
    return account ? HttpResponse.json(account.user) : unauthorized();
  }),

  http.post(mainUrl(ACCOUNT_PATHS.editProfile), async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const body = (await request.json()) as EditarDadosRequest;
    const state = fixtureStates.find((s) => s.idestado === body.idestado);
    const city = fixtureCities[body.idestado]?.find((c) => c.idcidades === body.idcidade);
    if (!state || !city) return badRequest('Cidade inválida.');
    const updated: Usuario = {
      ...account.user,
      nome: body.nome,
      email: body.email,
      datanasc: body.datanasc,
      telefone: [{ ddd: body.ddd, numero: body.telefone }],
      logradouro: body.logradouro,
      numero: body.numero,
      complemento: body.complemento,
      bairro: body.bairro,
      cep: body.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
      idestado: state.idestado,
      ufestado: state.uf,
      idcidade: city.idcidades,
      nomecidade: city.nome,
    };
    return HttpResponse.json(updated);
  }),

  http.post(mainUrl(ACCOUNT_PATHS.states), () => HttpResponse.json(fixtureStates)),

  http.post(mainUrl(ACCOUNT_PATHS.cities), async ({ request }) => {
    const body = (await request.json()) as Partial<CidadesRequest>;
    return HttpResponse.json(fixtureCities[body.id_estado ?? 0] ?? []);
  }),
];

// =============================================================================================
// Reservations part: report, actions, guests, voucher, pre-check-in, rooming list. The data
// lives in `reservationsDb`; tests that change it call `resetReservationsDb()` in beforeEach.
// =============================================================================================

import type {
  AtualizarHospedesRequest,
  CancelarReservaRequest,
  ConfirmarReservaRequest,
  Hospede,
  PreCheckInEnviarRequest,
  PreCheckInValidarRequest,
  RelatorioReservasRequest,
  ReservaResumo,
} from '@/api/contract/account';
import { SEARCH_PATHS } from '@/api/contract/search';
import {
  fixtureFormHotels,
  fixtureGuests,
  fixtureReservations,
  fixtureReservationStatuses,
  fixtureRoomingList,
  INVALID_PRE_CHECK_IN_MESSAGE,
  VALID_PRE_CHECK_IN,
  VALID_ROOMING_LIST,
  VOUCHER_PDF_BASE64,
} from '../fixtures/account';

export const reservationsDb = {
  reservas: structuredClone(fixtureReservations),
  hospedes: structuredClone(fixtureGuests),
  preCheckInUsed: false,
};

export function resetReservationsDb() {
  reservationsDb.reservas = structuredClone(fixtureReservations);
  reservationsDb.hospedes = structuredClone(fixtureGuests);
  reservationsDb.preCheckInUsed = false;
}

const notFound = () => badRequest('Reserva não encontrada.', 404);

function updateReservation(id: number | undefined, change: Partial<ReservaResumo>) {
  const index = reservationsDb.reservas.findIndex((r) => r.id_reservas_front === id);
  const current = reservationsDb.reservas[index];
  if (!current) return null;
  const updated = { ...current, ...change };
  reservationsDb.reservas[index] = updated;
  return updated;
}

const onePrincipal = (guests: Hospede[] | undefined) =>
  Array.isArray(guests) && guests.filter((g) => g.principal).length === 1;

export const reservationHandlers: RequestHandler[] = [
  http.post(mainUrl(ACCOUNT_PATHS.reservationStatuses), () =>
    HttpResponse.json(fixtureReservationStatuses),
  ),
  http.post(mainUrl(SEARCH_PATHS.formHotels), () => HttpResponse.json(fixtureFormHotels)),

  http.post(mainUrl(ACCOUNT_PATHS.reservationsReport), async ({ request }) => {
    if (!accountOf(request)) return unauthorized();
    const filter = (await request.json()) as RelatorioReservasRequest;
    const rows = reservationsDb.reservas.filter(
      (r) =>
        (!filter.numero_reserva || r.numero_reserva === filter.numero_reserva) &&
        (!filter.status || r.status_id === filter.status) &&
        (!filter.id_hotel || r.id_hotel === filter.id_hotel),
    );
    return HttpResponse.json(rows);
  }),

  http.post(mainUrl(ACCOUNT_PATHS.confirmReservation), async ({ request }) => {
    if (!accountOf(request)) return unauthorized();
    const body = (await request.json()) as Partial<ConfirmarReservaRequest>;
    const reserva = updateReservation(body.id_reservas_front, {
      status_id: 2,
      status: 'Confirmada',
      pode_confirmar: false,
    });
    return reserva ? HttpResponse.json({ mensagem: 'Reserva confirmada.', reserva }) : notFound();
  }),

  http.post(mainUrl(ACCOUNT_PATHS.cancelReservation), async ({ request }) => {
    if (!accountOf(request)) return unauthorized();
    const body = (await request.json()) as Partial<CancelarReservaRequest>;
    if (!body.observacoes?.trim()) return badRequest('Informe o motivo do cancelamento.');
    const reserva = updateReservation(body.id_reservas_front, {
      status_id: 3,
      status: 'Cancelada',
      pode_confirmar: false,
      pode_cancelar: false,
    });
    return reserva ? HttpResponse.json({ mensagem: 'Reserva cancelada.', reserva }) : notFound();
  }),

  // As the sandbox when the withdrawal period is on: nothing kept (tests override the figures).
  http.post(mainUrl(CANCELLATION_PATHS.simulate), async ({ request }) => {
    if (!accountOf(request)) return unauthorized();
    const body = (await request.json()) as Partial<SimularCancelamentoRequest>;
    const reserva = reservationsDb.reservas.find(
      (r) => r.id_reservas_front === body.id_reservas_front,
    );
    if (!reserva) return notFound();
    const answer: SimularCancelamentoResponse = {
      valor_pago: reserva.status_id === 2 ? reserva.valor_total : 0,
      multa: 0,
      reembolso: reserva.status_id === 2 ? reserva.valor_total : 0,
      motivo:
        'Direito de arrependimento: cancelamento em até 7 dias da contratação (art. 49 do CDC), com devolução integral.',
    };
    return HttpResponse.json(answer);
  }),

  http.post(mainUrl(ACCOUNT_PATHS.voucher), async ({ request }) => {
    if (!accountOf(request)) return unauthorized();
    const body = (await request.json()) as { numero_reserva?: string; versao?: number };
    if (body.versao !== 2) return badRequest('Versão do voucher inválida.');
    const found = reservationsDb.reservas.some((r) => r.numero_reserva === body.numero_reserva);
    return found ? HttpResponse.json({ arquivo: VOUCHER_PDF_BASE64 }) : notFound();
  }),

  http.post(mainUrl(ACCOUNT_PATHS.guests), () => HttpResponse.json(reservationsDb.hospedes)),

  http.post(mainUrl(ACCOUNT_PATHS.updateGuests), async ({ request }) => {
    if (!accountOf(request)) return unauthorized();
    const body = (await request.json()) as Partial<AtualizarHospedesRequest>;
    if (!onePrincipal(body.hospede)) return badRequest('Informe um hóspede principal.');
    reservationsDb.hospedes = body.hospede ?? [];
    return HttpResponse.json({ mensagem: 'Hóspedes atualizados.' });
  }),

  http.post(mainUrl(ACCOUNT_PATHS.preCheckInValidate), async ({ request }) => {
    const body = (await request.json()) as Partial<PreCheckInValidarRequest>;
    const valid =
      !reservationsDb.preCheckInUsed &&
      body.numero_reserva === VALID_PRE_CHECK_IN.reserva &&
      body.token === VALID_PRE_CHECK_IN.token;
    const reserva = reservationsDb.reservas.find((r) => r.numero_reserva === body.numero_reserva);
    if (!valid || !reserva) return badRequest(INVALID_PRE_CHECK_IN_MESSAGE, 404);
    return HttpResponse.json({ reserva, hospedes: reservationsDb.hospedes });
  }),

  http.post(mainUrl(ACCOUNT_PATHS.preCheckInSubmit), async ({ request }) => {
    const body = (await request.json()) as Partial<PreCheckInEnviarRequest>;
    if (reservationsDb.preCheckInUsed || body.token !== VALID_PRE_CHECK_IN.token) {
      return badRequest(INVALID_PRE_CHECK_IN_MESSAGE, 404);
    }
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(body.horario_chegada ?? '')) {
      return badRequest('Horário de chegada inválido.');
    }
    if (!onePrincipal(body.hospedes)) return badRequest('Informe um hóspede principal.');
    reservationsDb.preCheckInUsed = true;
    reservationsDb.hospedes = body.hospedes ?? [];
    return HttpResponse.json({ mensagem: 'Pré-check-in concluído.' });
  }),

  http.post(mainUrl(ACCOUNT_PATHS.roomingList), async ({ request }) => {
    const body = (await request.json()) as { rooming_list?: string };
    return body.rooming_list === VALID_ROOMING_LIST
      ? HttpResponse.json(fixtureRoomingList)
      : badRequest('Lista de hóspedes não encontrada.', 404);
  }),
];

// Registered with the rest of the account handlers (handlers.ts spreads `accountHandlers`).
accountHandlers.push(...reservationHandlers);
