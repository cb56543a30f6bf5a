import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistJoinRequest,
  type BookingWaitlistOptionsRequest,
  type BookingWaitlistOptionsResponse,
  type BookingWaitlistView,
} from '@/api/contract/booking-waitlist';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { bookingWaitlistLink } from '@/config/booking-waitlist-link';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { clubMemberUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import BookingWaitlistRoute from '../booking-waitlist';
import { renderRoute } from './render-route';

const SLOW = { timeout: 30_000 };
const url = (path: string) => `${env.api.main}${path}`;

const OPTIONS: BookingWaitlistOptionsResponse = {
  hotel: 'Thermas Aurora',
  opcoes: [
    { id_uh: 101, quarto: 'Standard', qtd_pontos: 3000, disponiveis: 0 },
    { id_uh: 102, quarto: 'Luxo', qtd_pontos: 3600, disponiveis: 2 },
  ],
  pontos_disponiveis: 50_000,
  regras: ['Quando uma unidade fica livre, o pedido mais antigo é confirmado sozinho.'],
};

const LINK = bookingWaitlistLink({
  contrato: 502,
  hotel: 1,
  chegada: '10/01/2027',
  partida: '12/01/2027',
  adultos: 2,
  idades: [7],
});

let asked: BookingWaitlistOptionsRequest[];
let joined: BookingWaitlistJoinRequest[];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 30, 10, 0), toFake: ['Date'] });
  sessionStorage.clear();
  tokenStorage.write('jwt-socio-joao');
  sessionActions().authenticated(clubMemberUser);
  asked = [];
  joined = [];
  server.use(
    http.post(url(BOOKING_WAITLIST_PATHS.options), async ({ request }) => {
      asked.push((await request.json()) as BookingWaitlistOptionsRequest);
      return HttpResponse.json(OPTIONS);
    }),
    http.post(url(BOOKING_WAITLIST_PATHS.join), async ({ request }) => {
      const body = (await request.json()) as BookingWaitlistJoinRequest;
      joined.push(body);
      const view: Partial<BookingWaitlistView> = {
        pedido_id: 9,
        numero_contrato: body.numero_contrato,
        hotel: 'Thermas Aurora',
        quarto: 'Standard',
        data_chegada: body.data_chegada,
        data_partida: body.data_partida,
        flexibilidade_dias: body.flexibilidade_dias,
        expira_em: body.expira_em,
        status: 'ativo',
        posicao: 3,
      };
      return HttpResponse.json(view);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  sessionActions().loggedOut();
  tokenStorage.clear();
});

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('/meus-contratos/lista-espera', () => {
  it(
    'comes from the results with the stay, offers only the sold-out room, names the guests and joins',
    SLOW,
    async () => {
      const user = userEvent.setup();
      renderRoute({ path: paths.bookingWaitlist.path, Component: BookingWaitlistRoute }, LINK);
      expect(await screen.findByLabelText('Contrato')).toHaveValue('502');
      expect(screen.getByLabelText('Hotel')).toHaveValue('1');
      expect(screen.getByText('Estadia de 10/01/2027 a 12/01/2027.')).toBeInTheDocument();
      const rooms = await screen.findByRole('group', { name: 'Tipo de quarto' });
      // (Strict mode reads twice: every read asks the same.)
      expect(new Set(asked.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(asked[0]).toEqual({
        numero_contrato: 'VIP-2022-000502',
        id_hotel: 1,
        data_chegada: '10/01/2027',
        data_partida: '12/01/2027',
        qtd_adultos: 2,
        idades_criancas: [7],
      });
      const free = within(rooms).getByRole('radio', { name: /Luxo/ });
      expect(free).toBeDisabled();
      expect(free.closest('label')).toHaveTextContent('tem 2 quartos livres: reserve direto');
      await expectNoAxeViolations();

      // Nothing chosen yet: the page says what is missing.
      await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Escolha o tipo de quarto esgotado que você quer esperar.',
      );
      await user.click(within(rooms).getByRole('radio', { name: /Standard: 3\.000 pontos/ }));
      await user.selectOptions(screen.getByLabelText('Aceito chegar'), '1');
      expect(screen.getByLabelText('Esperar até')).toHaveValue('10/01/2027');

      await user.type(group('Adulto 1').getByLabelText('Nome'), 'João');
      await user.type(group('Adulto 1').getByLabelText('Sobrenome'), 'Batista');
      await user.type(group('Adulto 2').getByLabelText('Nome'), 'Rita');
      await user.type(group('Adulto 2').getByLabelText('Sobrenome'), 'Batista');
      await user.type(group('Criança 1').getByLabelText('Nome'), 'Leo');
      await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Para entrar na lista de espera, aceite as regras e a política de cancelamento.',
      );
      expect(joined).toEqual([]);

      await user.click(
        screen.getByLabelText(
          'Li e aceito as regras da lista de espera e a política de cancelamento da tarifa do clube.',
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
      const done = await screen.findByRole('heading', {
        name: 'Você está na lista de espera, na posição 3.',
      });
      expect(done).toHaveFocus();
      expect(joined).toHaveLength(1);
      expect(joined[0]).toMatchObject({
        numero_contrato: 'VIP-2022-000502',
        id_uh: 101,
        cod_pensao: 'cafe',
        flexibilidade_dias: 1,
        expira_em: '10/01/2027',
        aceite: true,
      });
      expect(joined[0]!.hospede.map((h) => [h.tipo, h.nome, h.principal])).toEqual([
        ['adulto', 'João', true],
        ['adulto', 'Rita', false],
        ['crianca', 'Leo', false],
      ]);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Standard, Thermas Aurora, de 10/01/2027 a 12/01/2027 (ou até 1 dia antes ou depois)',
      );
      // Made: nothing of it stays in the tab.
      expect(sessionStorage.getItem('lista-espera-reserva-hospedes')).toBeNull();
    },
  );

  it('keeps what was typed through a reload, and shows the API’s refusal', SLOW, async () => {
    const user = userEvent.setup();
    renderRoute({ path: paths.bookingWaitlist.path, Component: BookingWaitlistRoute }, LINK);
    await screen.findByRole('group', { name: 'Tipo de quarto' });
    await user.type(group('Adulto 1').getByLabelText('Nome'), 'João');
    cleanup();

    renderRoute(
      { path: paths.bookingWaitlist.path, Component: BookingWaitlistRoute },
      paths.bookingWaitlist.getHref(),
    );
    await screen.findByRole('group', { name: 'Tipo de quarto' });
    expect(group('Adulto 1').getByLabelText('Nome')).toHaveValue('João');
    expect(screen.getByLabelText('Contrato')).toHaveValue('502');

    server.use(
      http.post(url(BOOKING_WAITLIST_PATHS.join), () =>
        HttpResponse.json(
          {
            erro: 'O contrato VIP-2022-000502 já tem 2 pedidos na lista de espera: cancele um para fazer outro.',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('radio', { name: /Standard/ }));
    await user.type(group('Adulto 1').getByLabelText('Sobrenome'), 'Batista');
    await user.type(group('Adulto 2').getByLabelText('Nome'), 'Rita');
    await user.type(group('Adulto 2').getByLabelText('Sobrenome'), 'Batista');
    await user.type(group('Criança 1').getByLabelText('Nome'), 'Leo');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /já tem 2 pedidos na lista de espera/,
    );
    expect(group('Adulto 2').getByLabelText('Nome')).toHaveValue('Rita');
  });
});
