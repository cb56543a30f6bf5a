import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLUB_PATHS } from '@/api/contract/club';
import type { PagamentoRequest } from '@/api/contract/payments';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import {
  fixtureClubMerchant,
  fixtureContracts,
  fixtureInstallments,
} from '@/testing/fixtures/club';
import { clubMemberUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import { orderTotals } from '@/testing/handlers/payments';
import FinancialRecordRoute from '../financial-record';
import { renderRoute } from './render-route';

const SLOW = { timeout: 30_000 };

beforeEach(() => {
  tokenStorage.write('jwt-socio-joao');
  sessionActions().authenticated(clubMemberUser);
});
afterEach(() => {
  sessionActions().loggedOut();
});

const open = (id: number | string) =>
  renderRoute(
    { path: paths.financialRecord.path, Component: FinancialRecordRoute },
    `/ficha-financeira/${id}`,
  );

describe('/ficha-financeira/{contratoId}', () => {
  it('is a card per line on a phone, every figure and Pagar 2ª via in view', SLOW, async () => {
    // A phone: under 700 px the lines are cards, not a table scrolled sideways.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 699px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    open(502);
    const record = await screen.findByRole('region', {
      name: 'Parcelas e taxas do contrato VIP-2022-000502',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(record).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const facts = (card: HTMLElement) =>
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent);
    expect(within(cards[0]!).getByText('Parcela 1/12 da aquisição')).toBeInTheDocument();
    expect(facts(cards[0]!)).toEqual(['05/01/2026', 'R$ 950,00', 'Paga', '05/01/2026, boleto']);
    expect(facts(cards[2]!)).toContain('Vencida');
    expect(within(cards[2]!).getByRole('button', { name: /^Pagar 2ª via/ })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('lists the parcelas, highlights the overdue one and says what it blocks', SLOW, async () => {
    open(502);
    const table = await screen.findByRole('table', {
      name: 'Parcelas e taxas do contrato VIP-2022-000502',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '05/01/2026',
      'Parcela 1/12 da aquisição',
      'R$ 950,00',
      'Paga',
      '05/01/2026, boleto',
    ]);
    expect(within(rows[2]!).getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'R$ 740,00 em atraso (Taxa anual de manutenção, ano de uso 2 (2/2), vencida em 05/11/2026).',
    );
    await expectNoAxeViolations();
  });

  it('prints and downloads the PDF', SLOW, async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const created = vi.fn(() => 'blob:ficha');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoke });
    const user = userEvent.setup();
    open(501);
    expect(await screen.findByText('Nenhuma parcela em atraso.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    print.mockRestore();
  });

  it('says so for a contract that is not the member’s (a tampered address)', SLOW, async () => {
    open(999);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contrato não encontrado entre os seus contratos.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("paying a parcela's segunda via", () => {
  it(
    'pays the overdue line by PIX through the payment feature, and the record reloads clear',
    SLOW,
    async () => {
      const payments: PagamentoRequest[] = [];
      let paid = false;
      const silver = fixtureContracts.find((c) => c.contratos_id === 502)!;
      server.use(
        http.post(`${env.api.payments}/pagar/:hotelId`, async ({ request, params }) => {
          payments.push((await request.clone().json()) as PagamentoRequest);
          expect(params.hotelId).toBe('5');
          return undefined;
        }),
        http.post(`${env.api.payments}/consulta/:hotelId`, () => {
          paid = true;
          return HttpResponse.json({ status: 'pago', transacao_erro: '' });
        }),
        http.post(`${env.api.main}${CLUB_PATHS.contract}`, () => {
          const parcelas = fixtureInstallments(silver).map((p) =>
            paid && p.parcela_id === 40
              ? {
                  ...p,
                  status: 'paga' as const,
                  pago_em: '25/11/2026',
                  forma_pagamento: 'pix' as const,
                  referencia_pagamento: null,
                }
              : p,
          );
          return HttpResponse.json({
            ...silver,
            valor_em_atraso: paid ? 0 : 740,
            parcelas,
            estabelecimento_pagamento: fixtureClubMerchant,
          });
        }),
      );
      const user = userEvent.setup();
      open(502);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Pague agora por PIX ou boleto em 'Pagar 2ª via', na linha da parcela",
      );
      // Paid lines offer nothing to pay.
      expect(screen.getAllByRole('button', { name: /^Pagar 2ª via/ })).toHaveLength(1);
      orderTotals.set('PARC-40', 74_000);
      await user.click(
        screen.getByRole('button', {
          name: 'Pagar 2ª via: Taxa anual de manutenção, ano de uso 2 (2/2)',
        }),
      );
      const section = screen.getByRole('region', { name: 'Pagar 2ª via' });
      expect(section).toHaveTextContent(
        'Taxa anual de manutenção, ano de uso 2 (2/2), vencimento 05/11/2026: R$ 740,00, por PIX ou boleto.',
      );
      // A club line has no PIX price: the radio says 'PIX' alone.
      expect(within(section).getByRole('radio', { name: 'PIX' })).toBeChecked();
      expect(within(section).getByRole('radio', { name: 'Boleto bancário' })).toBeInTheDocument();
      expect(within(section).queryByRole('radio', { name: 'Cartão de crédito' })).toBeNull();
      await expectNoAxeViolations();
      await user.click(await within(section).findByRole('button', { name: 'Gerar PIX' }));
      await within(section).findByRole('img', { name: 'QR Code PIX' });
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        transacao_referencia: 'PARC-40',
        transacao_valor: 74000,
        transacao_forma_pagamento: 9,
        descricao_item: 'Taxa anual de manutenção, ano de uso 2 (2/2), contrato VIP-2022-000502',
      });
      // /consulta is polled every 3 s: paid, the record reloads without the overdue line.
      expect(
        await screen.findByText(
          'Pagamento recebido: Taxa anual de manutenção, ano de uso 2 (2/2) está paga.',
          {},
          { timeout: 8000 },
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('Nenhuma parcela em atraso.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pagar 2ª via/ })).toBeNull();
    },
  );
});
