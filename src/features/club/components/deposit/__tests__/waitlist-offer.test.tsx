import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositWeek } from '@/api/contract/club';
import {
  WAITLIST_PATHS,
  type WaitlistJoinRequest,
  type WaitlistRequestView,
} from '@/api/contract/deposit-waitlist';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { WaitlistOffer } from '../waitlist-offer';

const url = (path: string) => `${env.api.main}${path}`;

const full = (inicio: string, fim: string, ate: string): DepositWeek => ({
  inicio,
  fim,
  qtd_pontos: 9000,
  taxa_utilizacao: 420,
  disponivel: false,
  motivo: 'Não há mais unidades deste tipo livres nesta semana.',
  lista_espera_ate: ate,
});

const WEEKS = [
  full('27/02/2027', '06/03/2027', '28/01/2027'),
  full('06/03/2027', '13/03/2027', '04/02/2027'),
];

let sent: WaitlistJoinRequest[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), toFake: ['Date'] });
  sent = [];
  server.use(
    http.post(url(WAITLIST_PATHS.join), async ({ request }) => {
      const body = (await request.json()) as WaitlistJoinRequest;
      sent.push(body);
      return HttpResponse.json({
        pedido_id: 7,
        numero_contrato: body.numero_contrato,
        empreendimento: 'Lacqua Aurora Residence',
        br: body.br,
        inicio: body.inicio,
        fim: '13/03/2027',
        qtd_pontos: 9000,
        taxa_utilizacao: 420,
        criado_em: '2026-11-25T13:00:00.000Z',
        expira_em: body.expira_em,
        expira_em_max: '04/02/2027',
        status: 'ativo',
        posicao: 2,
        deposito_semana_id: null,
        ultimo_motivo: null,
      } satisfies WaitlistRequestView);
    }),
  );
});
afterEach(() => vi.useRealTimers());

const offer = () =>
  renderWithProviders(
    <WaitlistOffer contract="VIP-2019-000501" resortId={2} unit="4" fullWeeks={WEEKS} />,
  );

describe('the waitlist offer', () => {
  it('asks for a full week with the rules accepted, and says the place in the queue', async () => {
    const user = userEvent.setup();
    offer();
    await user.selectOptions(screen.getByLabelText('Semana sem unidade livre'), '06/03/2027');
    const until = screen.getByLabelText('Esperar até');
    // A week, one to two months, or up to the last day the week can be deposited.
    expect(Array.from(until.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Por 7 dias (até 02/12/2026)',
      'Por 30 dias (até 25/12/2026)',
      'Por 60 dias (até 24/01/2027)',
      'Até 04/02/2027, o último dia possível',
    ]);
    await user.selectOptions(until, '25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Para entrar na lista de espera, aceite as regras do depósito de semana.',
    );
    expect(sent).toEqual([]);
    await user.click(screen.getByLabelText('Li e aceito as regras do depósito de semana.'));
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Você está na lista de espera da semana de 06/03/2027 a 13/03/2027, na posição 2.',
    );
    expect(sent).toEqual([
      {
        numero_contrato: 'VIP-2019-000501',
        empreendimento_id: 2,
        br: '4',
        inicio: '06/03/2027',
        expira_em: '25/12/2026',
        aceite: true,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Ver meus pedidos em Meus contratos' })).toBeVisible();
  });

  it("shows the API's refusal in Portuguese", async () => {
    server.use(
      http.post(url(WAITLIST_PATHS.join), () =>
        HttpResponse.json(
          {
            erro: 'O contrato VIP-2019-000501 já tem 2 pedidos na lista de espera: cancele um para fazer outro.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    offer();
    await user.click(screen.getByLabelText('Li e aceito as regras do depósito de semana.'));
    await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /já tem 2 pedidos na lista de espera/,
    );
  });
});
