import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PIX_AUTOMATICO_PATHS,
  type PixAutomaticoAuthorizeRequest,
  type PixAutomaticoView,
} from '@/api/contract/pix-automatico';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { fixturePixAutomatico } from '@/testing/fixtures/club';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { PixAutomatic } from '../pix-automatic';

const url = (path: string) => `${env.api.main}${path}`;
const CONTRACT = 'VIP-2019-000501';

const ACTIVE: PixAutomaticoView = {
  ...fixturePixAutomatico(CONTRACT),
  status: 'ativo',
  valor_maximo: 1500,
  autorizado_em: '2026-11-30T13:00:00.000Z',
  proximas: [
    {
      parcela_id: 11,
      descricao: 'Parcela 8/36',
      vencimento: '10/12/2026',
      valor: 980.5,
      acima_do_limite: false,
    },
    {
      parcela_id: 12,
      descricao: 'Taxa anual',
      vencimento: '05/01/2027',
      valor: 2000,
      acima_do_limite: true,
    },
  ],
};

let current: PixAutomaticoView;
let asked: PixAutomaticoAuthorizeRequest[];

beforeEach(() => {
  current = fixturePixAutomatico(CONTRACT);
  asked = [];
  server.use(
    http.post(url(PIX_AUTOMATICO_PATHS.status), () => HttpResponse.json(current)),
    http.post(url(PIX_AUTOMATICO_PATHS.authorize), async ({ request }) => {
      asked.push((await request.json()) as PixAutomaticoAuthorizeRequest);
      current = { ...current, status: 'pendente', valor_maximo: 1500 };
      return HttpResponse.json({
        ...current,
        expira_em: '2026-12-01T13:00:00.000Z',
        link_autorizacao: '/payments/sandbox/pix-automatico/abc',
      });
    }),
    http.post(url(PIX_AUTOMATICO_PATHS.cancel), () => {
      current = fixturePixAutomatico(CONTRACT);
      return HttpResponse.json(current);
    }),
  );
});

describe('PIX Automático on the financial record', () => {
  it('asks the bank with a limit, follows the authorisation, lists the charges and cancels in one tap', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    renderWithProviders(<PixAutomatic numeroContrato={CONTRACT} onChanged={onChanged} />);
    const ask = await screen.findByRole('button', { name: 'Pedir autorização ao meu banco' });
    expect(screen.getByText(/paga por PIX na data de vencimento/)).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('radio', { name: 'Até um valor' }));
    await user.type(screen.getByLabelText('Valor máximo (R$)'), 'mil e quinhentos');
    await user.click(ask);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Informe o valor máximo em reais, por exemplo 1.500,00, ou escolha sem limite.',
    );
    await user.clear(screen.getByLabelText('Valor máximo (R$)'));
    await user.type(screen.getByLabelText('Valor máximo (R$)'), '1.500,00');
    await user.click(ask);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Para pedir o PIX Automático, aceite as regras.',
    );
    await user.click(screen.getByLabelText('Li e aceito as regras do PIX Automático.'));
    await user.click(ask);

    const pending = await screen.findByText('Falta autorizar no app do seu banco');
    expect(pending.closest('p')).toHaveFocus();
    expect(asked).toEqual([{ numero_contrato: CONTRACT, valor_maximo: 1500, aceite: true }]);
    expect(
      screen.getByRole('link', { name: 'Abrir o app do banco (simulação do sandbox)' }),
    ).toHaveAttribute('href', '/payments/sandbox/pix-automatico/abc');
    expect(screen.getByRole('status')).toHaveTextContent('Pedido enviado ao seu banco');
    await expectNoAxeViolations();

    // Authorised in the bank: 'Já autorizei' reads it again.
    current = ACTIVE;
    await user.click(screen.getByRole('button', { name: 'Já autorizei' }));
    expect(await screen.findByText('Ativo desde 30/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/até R\$ 1\.500,00 por cobrança/)).toBeInTheDocument();
    expect(screen.getByText(/Parcela 8\/36 · vence 10\/12\/2026 · R\$ 980,50/)).toBeInTheDocument();
    expect(
      screen.getByText(/Taxa anual .* \(acima do limite: não será cobrada/),
    ).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Cancelar PIX Automático' }));
    expect(
      await screen.findByRole('button', { name: 'Pedir autorização ao meu banco' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'PIX Automático cancelado: nenhuma parcela será mais cobrada sozinha.',
    );
    // Asked, checked, cancelled: each reads the record again.
    expect(onChanged).toHaveBeenCalledTimes(3);
  });

  it('shows the API’s refusal in its words', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(url(PIX_AUTOMATICO_PATHS.authorize), () =>
        HttpResponse.json(
          { erro: 'O PIX Automático já está ativo neste contrato.' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<PixAutomatic numeroContrato={CONTRACT} onChanged={() => undefined} />);
    await user.click(await screen.findByLabelText('Li e aceito as regras do PIX Automático.'));
    await user.click(screen.getByRole('button', { name: 'Pedir autorização ao meu banco' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O PIX Automático já está ativo neste contrato.',
    );
  });
});
