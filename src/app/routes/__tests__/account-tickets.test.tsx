import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKETS_PATHS, type TicketVoucher } from '@/api/contract/tickets';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { ticketFixtures } from '@/testing/fixtures/tickets';
import { customerUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import AccountTicketVoucherRoute from '../account-ticket-voucher';
import AccountTicketsRoute from '../account-tickets';
import { renderRoute } from './render-route';

const SLOW = { timeout: 30_000 };
const NOW = new Date(2027, 2, 2, 10, 0);
const PAID = new Date(2027, 2, 1, 9, 0).toISOString();

function voucher(id: number, patch: Partial<TicketVoucher> = {}): TicketVoucher {
  return {
    voucher_id: id,
    codigo: `ING-COMPRA${id}`,
    referencia: `ING-COMPRA${id}`,
    id_estabelecimento: 9,
    estabelecimento: 'Aurora Acqua Park',
    pessoa_id: customerUser.id,
    data_visita: '2027-03-06',
    status: 'pago',
    valor_total: 340,
    observacao: '',
    criado_em: PAID,
    pago_em: PAID,
    expira_em: null,
    cancelado_em: null,
    valor_reembolsado: 0,
    // Midnight of the visit day in São Paulo.
    cancelavel_ate: '2027-03-06T03:00:00.000Z',
    pode_cancelar: true,
    ingressos: [
      {
        cti_id: 1,
        cti_nome: 'Adulto',
        qtd: 1,
        valor_unitario: 160,
        observacao: 'A partir de 12 anos.',
        grupo: 'adulto',
      },
      {
        cti_id: 2,
        cti_nome: 'Criança de 4 a 11 anos',
        qtd: 1,
        valor_unitario: 100,
        observacao: 'Leve um documento da criança.',
        grupo: 'crianca',
      },
      {
        cti_id: 5,
        cti_nome: 'Meia-entrada Idoso (60 anos ou mais)',
        qtd: 1,
        valor_unitario: 80,
        observacao: 'Documento com foto (Estatuto do Idoso, art. 23).',
        grupo: 'meia',
      },
    ],
    unidades: [
      {
        codigo: 'AAAAAAAAAAAAAAAAAAA1',
        cti_id: 1,
        cti_nome: 'Adulto',
        observacao: 'A partir de 12 anos.',
        status: 'valido',
        utilizado_em: null,
      },
      {
        codigo: 'AAAAAAAAAAAAAAAAAAA2',
        cti_id: 2,
        cti_nome: 'Criança de 4 a 11 anos',
        observacao: 'Leve um documento da criança.',
        status: 'valido',
        utilizado_em: null,
      },
      {
        codigo: 'AAAAAAAAAAAAAAAAAAA3',
        cti_id: 5,
        cti_nome: 'Meia-entrada Idoso (60 anos ou mais)',
        observacao: 'Documento com foto (Estatuto do Idoso, art. 23).',
        status: 'valido',
        utilizado_em: null,
      },
    ],
    ...patch,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  tokenStorage.write('jwt-cliente-maria');
  sessionActions().authenticated(customerUser);
});
afterEach(() => {
  vi.useRealTimers();
  sessionActions().loggedOut();
});

function renderList() {
  const user = userEvent.setup();
  renderRoute(
    {
      path: paths.accountTickets.path,
      Component: () => (
        <>
          <AccountTicketsRoute />
          <Toaster />
        </>
      ),
    },
    '/minhaConta/ingressos',
  );
  return user;
}

describe('/minhaConta/ingressos', () => {
  it(
    'lists each purchase with its status, tickets and total; Cancelar only while the period is open',
    SLOW,
    async () => {
      ticketFixtures.vouchers.push(
        voucher(1, { status: 'utilizado', pode_cancelar: false }),
        voucher(2, { status: 'cancelado', pode_cancelar: false, valor_reembolsado: 340 }),
        voucher(3),
        voucher(4, { status: 'pendente', pago_em: null }),
      );
      renderList();
      await screen.findAllByRole('region', { name: /Visita em sábado, 06\/03\/2027/ });
      const cards = screen.getAllByRole('region');
      // Newest first; the unpaid purchase is not a voucher and is not listed.
      expect(cards).toHaveLength(3);
      expect(within(cards[0]!).getByText('Pago')).toBeInTheDocument();
      expect(within(cards[0]!).getByText('1 × Adulto')).toBeInTheDocument();
      expect(within(cards[0]!).getByText('R$ 340,00')).toBeInTheDocument();
      expect(
        within(cards[0]!).getByText(/Cancelamento gratuito até 06\/03\/2027 às 00:00/),
      ).toBeInTheDocument();
      expect(
        within(cards[0]!).getByRole('button', { name: 'Cancelar a compra ING-COMPRA3' }),
      ).toBeInTheDocument();
      expect(within(cards[1]!).getByText('Cancelado')).toBeInTheDocument();
      expect(within(cards[1]!).getByText('Reembolsado: R$ 340,00')).toBeInTheDocument();
      expect(within(cards[2]!).getByText('Utilizado')).toBeInTheDocument();
      for (const card of cards.slice(1)) {
        expect(within(card).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
      }
      await expectNoAxeViolations();
    },
  );

  it(
    'says why a paid purchase lost its Cancelar, with the date the period closed',
    SLOW,
    async () => {
      const reason = 'O prazo de arrependimento de 7 dias terminou em 02/03/2027, 10:00.';
      ticketFixtures.vouchers.push(
        voucher(1, { status: 'utilizado', pode_cancelar: false }),
        voucher(2, { pode_cancelar: false, motivo_cancelamento: reason }),
      );
      renderList();
      const cards = await screen.findAllByRole('region', { name: /Visita em/ });
      expect(
        within(cards[0]!).getByText(`Esta compra não pode mais ser cancelada. ${reason}`),
      ).toBeInTheDocument();
      expect(
        within(cards[1]!).getByText(
          'Esta compra não pode mais ser cancelada. Ingressos já utilizados não podem ser cancelados.',
        ),
      ).toBeInTheDocument();
      for (const card of cards) {
        expect(within(card).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
      }
    },
  );

  it('cancels with the exact refund, and the purchase shows cancelled', SLOW, async () => {
    ticketFixtures.vouchers.push(voucher(3));
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(TICKETS_PATHS.cancelVoucher))
        bodies.push(await request.clone().json());
    });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Cancelar a compra ING-COMPRA3' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar ingressos' });
    expect(within(dialog).getByText(/Você receberá/)).toHaveTextContent(
      'Você receberá R$ 340,00 de volta, o valor integral, na mesma forma de pagamento',
    );
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ voucher_id: 3, pessoa_id: customerUser.id }]);
    const card = screen.getByRole('region', { name: /Visita em/ });
    expect(within(card).getByText('Cancelado')).toBeInTheDocument();
    expect(within(card).getByText('Reembolsado: R$ 340,00')).toBeInTheDocument();
    expect(await screen.findByText(/O reembolso de R\$ 340,00 foi solicitado/)).toBeInTheDocument();
  });

  it('gives back what a PIX paid, its PIX price (issue 52)', SLOW, async () => {
    ticketFixtures.vouchers.push(voucher(4, { valor_pago: 323 }));
    const user = renderList();
    const card = await screen.findByRole('region', { name: /Visita em/ });
    expect(card).toHaveTextContent('Total: R$ 340,00 · pago no PIX: R$ 323,00');
    await user.click(within(card).getByRole('button', { name: 'Cancelar a compra ING-COMPRA4' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar ingressos' });
    expect(within(dialog).getByText(/Você receberá/)).toHaveTextContent(
      'Você receberá R$ 323,00 de volta, o valor integral, na mesma forma de pagamento',
    );
  });

  it('says why a cancellation was refused, and keeps the dialog', SLOW, async () => {
    ticketFixtures.vouchers.push(voucher(3));
    server.use(
      http.post(`${env.api.tickets}${TICKETS_PATHS.cancelVoucher}`, () =>
        HttpResponse.json(
          { erro: 'O prazo de arrependimento de 7 dias terminou em 08/03/2027.' },
          { status: 409 },
        ),
      ),
    );
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Cancelar a compra ING-COMPRA3' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O prazo de arrependimento de 7 dias terminou',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has an empty state that leads to the sale, and an error state with retry', SLOW, async () => {
    let fail = true;
    server.use(
      http.post(`${env.api.tickets}${TICKETS_PATHS.listVouchers}`, () =>
        fail
          ? HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 400 })
          : HttpResponse.json({ vouchers: [] }),
      ),
    );
    const user = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus ingressos.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não comprou ingressos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar ingressos' })).toHaveAttribute(
      'href',
      '/ingressos',
    );
  });
});

function renderVoucher(search: string) {
  const user = userEvent.setup();
  renderRoute(
    { path: paths.accountTicketVoucher.path, Component: AccountTicketVoucherRoute },
    `/minhaConta/ingressos/voucher${search}`,
  );
  return user;
}

describe('/minhaConta/ingressos/voucher', () => {
  it('shows one QR code per ticket with its category, proof and status', SLOW, async () => {
    ticketFixtures.vouchers.push(voucher(3));
    renderVoucher('?voucher=3');
    const images = await screen.findAllByRole('img', { name: /^QR Code do ingresso/ });
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'QR Code do ingresso 1 – Adulto',
      'QR Code do ingresso 2 – Criança de 4 a 11 anos',
      'QR Code do ingresso 3 – Meia-entrada Idoso (60 anos ou mais)',
    ]);
    const senior = screen.getByRole('region', {
      name: 'Ingresso 3 de 3: Meia-entrada Idoso (60 anos ou mais)',
    });
    expect(
      within(senior).getByText('Documento com foto (Estatuto do Idoso, art. 23).'),
    ).toBeInTheDocument();
    expect(within(senior).getByText('Válido')).toBeInTheDocument();
    expect(within(senior).getByText('AAAAAAAAAAAAAAAAAAA3')).toBeInTheDocument();
    expect(screen.getByText(/ECA, art. 75/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('downloads the PDF from the API', SLOW, async () => {
    ticketFixtures.vouchers.push(voucher(3));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const user = renderVoucher('?voucher=3');
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(saved).toEqual(['ingressos-ING-COMPRA3.pdf']));
    click.mockRestore();
  });

  it('shows no codes for an unpaid purchase', SLOW, async () => {
    ticketFixtures.vouchers.push(
      voucher(4, {
        status: 'pendente',
        pago_em: null,
        unidades: voucher(4).unidades.map((u) => ({
          ...u,
          codigo: '',
          status: 'aguardando_pagamento' as const,
        })),
      }),
    );
    renderVoucher('?voucher=4');
    expect(
      await screen.findByText('Os QR Codes aparecem quando o pagamento é aprovado.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('never shows another person’s voucher, nor a tampered id', SLOW, async () => {
    ticketFixtures.vouchers.push(voucher(8, { pessoa_id: 9999 }));
    renderVoucher('?voucher=8');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresso não encontrado.');
    expect(screen.queryByText(/ING-COMPRA8/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Meus ingressos' })).toHaveAttribute(
      'href',
      '/minhaConta/ingressos',
    );
  });

  it('refuses a missing or malformed voucher id without asking the API', SLOW, async () => {
    renderVoucher('?voucher=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresso não encontrado.');
  });
});
