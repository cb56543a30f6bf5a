import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICES_PATHS } from '@/api/contract/services';
import { CHECKOUT_PATHS, type GrupoReservaResponse } from '@/api/contract/checkout';
import { STAY_TICKET_PATHS, type IngressosPagosResponse } from '@/api/contract/stay-tickets';
import { env } from '@/config/env';
import { GROUP_KEY, PAID_GROUP } from '@/testing/fixtures/checkout';
import { server } from '@/testing/server';
import { expectNoAxeViolations } from '@/testing/axe';
import BookingCompletedRoute from '../booking-completed';
import { renderRoute } from './render-route';
import { checkoutActions } from '@/features/booking/testing/checkout-store';
import type { CompletedBooking } from '@/features/booking/stores/checkout';

const bookings: CompletedBooking[] = [
  {
    numero_reserva: '20269001',
    id_reservas_front: 9001,
    hotel: 'Thermas Aurora',
    uh: 'Suíte Luxo',
    data_chegada: '10/07/2030',
    data_partida: '13/07/2030',
    total: 900,
    hospedes: ['Ana Lima', 'Bruno Lima'],
  },
  {
    numero_reserva: '20269002',
    id_reservas_front: 9002,
    hotel: 'Thermas Aurora',
    data_chegada: '10/07/2030',
    data_partida: '13/07/2030',
    total: 1200.5,
  },
];

afterEach(() => {
  cleanup();
  checkoutActions().completedBookingsCleared();
});

describe('/reserva-concluida', () => {
  it('announces success and lists every reservation of the group with a voucher', async () => {
    checkoutActions().bookingsCompleted(bookings, PAID_GROUP);
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva concluída!' }));
    expect(screen.getByRole('status')).toHaveTextContent('Reserva concluída!');
    const first = screen.getByRole('region', { name: 'Reserva 20269001' });
    expect(first).toHaveTextContent('Thermas Aurora');
    expect(first).toHaveTextContent('10/07/2030 a 13/07/2030');
    expect(first).toHaveTextContent('Ana Lima, Bruno Lima');
    expect(first).toHaveTextContent('R$ 900,00');
    expect(screen.getByRole('region', { name: 'Reserva 20269002' })).toHaveTextContent(
      'R$ 1.200,50',
    );
    expect(screen.getByRole('button', { name: 'Voucher da reserva 20269002' })).toBeInTheDocument();
    expect(screen.getByText(/Total do grupo/)).toHaveTextContent('R$ 2.100,50');
  });

  it('shows the QR code of each park ticket paid with the rooms, read with the group’s key', async () => {
    const asked: unknown[] = [];
    const compras: IngressosPagosResponse['compras'] = [
      {
        codigo: 'ING-77',
        data: '10/07/2030',
        unidades: [
          { cti_nome: 'Adulto', codigo: 'A1B2C3D4E5F6A7B8C9D0' },
          { cti_nome: 'Criança de 4 a 11 anos', codigo: 'F1E2D3C4B5A6F7E8D9C0' },
        ],
      },
    ];
    let down = true;
    server.use(
      http.post(`${env.api.main}${STAY_TICKET_PATHS.paid}`, async ({ request }) => {
        asked.push(await request.json());
        if (down) return HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 });
        return HttpResponse.json<IngressosPagosResponse>({ compras });
      }),
    );
    checkoutActions().bookingsCompleted(bookings, {
      ...PAID_GROUP,
      ingressos: [
        {
          id: 77,
          data: '10/07/2030',
          ingressos: [
            {
              cti_id: 1,
              cti_nome: 'Adulto',
              qtd: 1,
              valor_unitario: 120,
              grupo: 'adulto',
              observacao: '',
            },
            {
              cti_id: 2,
              cti_nome: 'Criança de 4 a 11 anos',
              qtd: 1,
              valor_unitario: 60,
              grupo: 'crianca',
              observacao: '',
            },
          ],
          pessoas: 2,
          valor_total: 180,
        },
      ],
    });
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
      { strictMode: false },
    );
    const codes = await screen.findByRole('region', { name: 'Seus ingressos' });
    // A failure says so, keeps the e-mail as the way, and tries again on request.
    expect(await within(codes).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os QR Codes agora.',
    );
    const failedAsks = asked.length;
    down = false;
    await userEvent.click(within(codes).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(codes).findByRole('img', { name: 'QR Code do ingresso 1: Adulto, 10/07/2030' }),
    ).toBeInTheDocument();
    expect(
      await within(codes).findByRole('img', {
        name: 'QR Code do ingresso 2: Criança de 4 a 11 anos, 10/07/2030',
      }),
    ).toBeInTheDocument();
    expect(within(codes).getByText('A1B2C3D4E5F6A7B8C9D0')).toBeInTheDocument();
    await expectNoAxeViolations(codes);
    expect(asked).toHaveLength(failedAsks + 1);
    expect(asked.at(-1)).toEqual({ identificador: '1-TESTTOKEN', chave_grupo: GROUP_KEY });
  });

  it('a paid group links its rooming list, for the guests', async () => {
    checkoutActions().bookingsCompleted(bookings, PAID_GROUP);
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
    );
    expect(await screen.findByRole('link', { name: 'Lista de hóspedes do grupo' })).toHaveAttribute(
      'href',
      '/voucher-roomlist/1-TESTTOKEN',
    );
  });

  it('a boleto: says the reservation awaits payment, until when and how, from the server', async () => {
    const asked: unknown[] = [];
    const state: GrupoReservaResponse = {
      identificador: '1-TESTTOKEN',
      estado: 'aguardando_pagamento',
      agora: '2030-06-01T12:00:00.000Z',
      expira_em: '2030-06-05T02:59:59.000Z',
      reservas: [],
      pagamento: {
        metodo: 'boleto',
        status: 'pendente',
        expira_em: '2030-06-05T02:59:59.000Z',
        valor: 2100.5,
        boleto_codigo: '00190.00009 01234.567891 23456.789012 3 12340000210050',
        boleto_link: '/payments/boleto/abc.pdf',
        pix_qr_code: '',
        transacao_erro: '',
      },
    };
    server.use(
      http.post(`${env.api.main}${CHECKOUT_PATHS.group}`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(state);
      }),
    );
    checkoutActions().bookingsCompleted(bookings, {
      ...PAID_GROUP,
      aguardandoPagamento: true,
      formaPagamentoId: 3,
    });
    // As in production: the test counts what was asked (StrictMode's rehearsal asks twice).
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
      { strictMode: false },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserva aguardando pagamento' }),
    ).toBeInTheDocument();
    // Among the page's statuses: the boleto's copy button, in 'Como pagar', has one of its own,
    // there or not yet depending on when the server's answer came.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Reserva aguardando pagamento. A reserva será confirmada quando o pagamento do boleto for compensado.',
    );
    expect(screen.queryByText(/foi confirmada/)).not.toBeInTheDocument();
    const how = await screen.findByRole('region', { name: 'Como pagar' });
    expect(how).toHaveTextContent(/Pague o boleto até \d{2}\/\d{2}\/2030 às \d{2}:\d{2}/);
    expect(within(how).getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(
      state.pagamento!.boleto_codigo,
    );
    expect(within(how).getByRole('link', { name: /Abrir boleto \(PDF\)/ })).toHaveAttribute(
      'href',
      '/payments/boleto/abc.pdf',
    );
    // Read with the group's key: a visitor has no token.
    expect(asked).toEqual([{ identificador: '1-TESTTOKEN', chave_grupo: GROUP_KEY }]);
  });

  it('a pending PIX paid meanwhile shows as confirmed', async () => {
    server.use(
      http.post(`${env.api.main}${CHECKOUT_PATHS.group}`, () =>
        HttpResponse.json({
          identificador: '1-TESTTOKEN',
          estado: 'pago',
          agora: '2030-06-01T12:00:00.000Z',
          expira_em: null,
          reservas: [],
          pagamento: null,
        }),
      ),
    );
    checkoutActions().bookingsCompleted(bookings, {
      ...PAID_GROUP,
      aguardandoPagamento: true,
      formaPagamentoId: 9,
    });
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserva concluída!' }),
    ).toBeInTheDocument();
    // Paid by PIX: the total it charged beside the list price (issue 52), the server's figure.
    expect(await screen.findByText(/no PIX:/)).toHaveTextContent(/no PIX: R\$\s950,00/);
  });

  it('each reservation opens WhatsApp with its number already typed', async () => {
    checkoutActions().bookingsCompleted(bookings, PAID_GROUP);
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
    );
    const link = await screen.findByRole('link', {
      name: /Falar no WhatsApp sobre a reserva 20269002/,
    });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${env.whatsappNumber}`);
    expect(href.searchParams.get('text')).toBe(
      'Olá! Gostaria de falar sobre a minha reserva 20269002 no Thermas Aurora.',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  describe('the stay in the calendar', () => {
    /** The files the page handed to the browser, read back as text. */
    function captureDownloads() {
      const files: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        files.push(blob as Blob);
        return 'blob:test';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      return files;
    }
    afterEach(() => vi.restoreAllMocks());

    it('downloads one event per reservation, at the hotel address, in its time zone', async () => {
      const files = captureDownloads();
      const user = userEvent.setup();
      checkoutActions().bookingsCompleted(bookings, PAID_GROUP);
      renderRoute(
        { path: '/reserva-concluida', Component: BookingCompletedRoute },
        '/reserva-concluida',
      );
      await user.click(
        await screen.findByRole('button', { name: 'Adicionar ao calendário (.ics)' }),
      );
      await vi.waitFor(() => expect(files).toHaveLength(1));
      expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
      const ics = (await files[0]!.text()).replace(/\r\n /g, '');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain('SUMMARY:Hospedagem: Thermas Aurora (reserva 20269001)');
      expect(ics).toContain('SUMMARY:Hospedagem: Thermas Aurora (reserva 20269002)');
      expect(ics).toContain(
        `DTSTART;TZID=America/Sao_Paulo:20300710T${env.stayTimes.checkIn.replace(':', '')}00`,
      );
      expect(ics).toContain(
        `DTEND;TZID=America/Sao_Paulo:20300713T${env.stayTimes.checkOut.replace(':', '')}00`,
      );
      expect(ics).toContain('LOCATION:Thermas Aurora\\, Rua das Águas Quentes\\, 100');
    });

    it('without the hotel address, still downloads, naming the hotel', async () => {
      server.use(
        http.post(`${env.api.services}${SERVICES_PATHS.hotel(1)}`, () =>
          HttpResponse.json({ erro: 'fora do ar' }, { status: 503 }),
        ),
      );
      const files = captureDownloads();
      const user = userEvent.setup();
      checkoutActions().bookingsCompleted(bookings, PAID_GROUP);
      renderRoute(
        { path: '/reserva-concluida', Component: BookingCompletedRoute },
        '/reserva-concluida',
      );
      await user.click(
        await screen.findByRole('button', { name: 'Adicionar ao calendário (.ics)' }),
      );
      await vi.waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
      expect(await files[0]!.text()).toContain('LOCATION:Thermas Aurora\r\n');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
