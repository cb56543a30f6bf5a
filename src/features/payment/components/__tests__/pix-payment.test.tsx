import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsultaResponse } from '@/api/contract/payments';
import { toastActions } from '@/stores/toasts';
import { PIX_COPY_PASTE, PIX_TOKEN } from '@/testing/fixtures/payments';
import { paymentsUrl } from '@/testing/handlers/payments';
import { ORDER_TERMS_PATH } from '@/api/contract/payment-terms';
import { env } from '@/config/env';
import { server } from '@/testing/server';
import { pixActions, storedPix } from '../../stores/pix-store';
import { paidBodies, recordGatewayRequests, renderPaymentStep } from './render-payment-step';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const consultaUrl = paymentsUrl('/consulta/:hotelId');

/** /consulta answers these statuses in turn (the last one repeats); returns the call log. */
function consultaAnswers(...statuses: ConsultaResponse['status'][]) {
  const calls: string[] = [];
  server.use(
    http.post(consultaUrl, async ({ request, params }) => {
      const body = (await request.json()) as { transacao_token: string };
      calls.push(`${String(params.hotelId)}:${body.transacao_token}`);
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      return HttpResponse.json({ status, transacao_erro: '' });
    }),
  );
  return calls;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Seconds on the 'Expira em mm:ss' line (the fake clock also moves with real time). */
function secondsShown(): number {
  const text = screen.getByText(/^Expira em /).textContent ?? '';
  const match = /^Expira em (\d{2}):(\d{2})$/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

// Loaded lazily by the component; warmed here so the first test's clock is not eaten by it.
beforeAll(async () => {
  await import('qrcode');
});

beforeEach(() => {
  // Fake clock that still moves, so Testing Library's waits work; tests jump it forward.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  toastActions().toastDismissed();
  pixActions().pixCleared();
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

async function generatePix(props: Parameters<typeof renderPaymentStep>[0] = {}) {
  const view = renderPaymentStep(props, { advanceTimers: vi.advanceTimersByTime });
  await view.user.click(screen.getByRole('radio', { name: /^PIX/ }));
  await view.user.click(await screen.findByRole('button', { name: 'Gerar PIX' }));
  await screen.findByAltText('QR Code PIX');
  return view;
}

describe('PIX', () => {
  it('generates the charge and shows the QR code, the copy-paste code and the countdown', async () => {
    const requests = recordGatewayRequests();
    await generatePix();

    const qr = screen.getByAltText('QR Code PIX');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const code = screen.getByLabelText('PIX copia e cola');
    expect(code).toHaveValue(PIX_COPY_PASTE);
    expect(code).toHaveAttribute('readonly');
    const atStart = secondsShown();
    expect(atStart).toBeGreaterThanOrEqual(30 * 60 - 2);
    expect(atStart).toBeLessThanOrEqual(30 * 60);
    expect(paidBodies(requests)[0]).toMatchObject({
      transacao_forma_pagamento: 9,
      transacao_integrador: 2,
      transacao_parcelas: 1,
      comprador_documento_tipo: 'cpf',
      cartao_hash: '',
      dados_cartao: null,
    });

    await advance(61_000);
    expect(atStart - secondsShown()).toBeGreaterThanOrEqual(61);
    expect(atStart - secondsShown()).toBeLessThanOrEqual(63);
  });

  it('says the PIX price and charges exactly it, as the server gave it (issue 52)', async () => {
    const requests = recordGatewayRequests();
    const view = renderPaymentStep();
    await view.user.click(await screen.findByRole('radio', { name: 'PIX · R$ 1.175,17' }));
    expect(screen.getByText(/No PIX você paga/).textContent?.replace(/\s+/g, ' ')).toBe(
      'No PIX você paga R$ 1.175,17, com desconto sobre o total de R$ 1.237,02.',
    );
    await view.user.click(await screen.findByRole('button', { name: 'Gerar PIX' }));
    await screen.findByAltText('QR Code PIX');
    expect(paidBodies(requests)[0]).toMatchObject({ transacao_valor: 117517 });
  });

  it('asks for no charge while the PIX price cannot be read, and tries again', async () => {
    let fail = true;
    server.use(
      http.post(`${env.api.main}${ORDER_TERMS_PATH}`, () =>
        fail
          ? HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 400 })
          : HttpResponse.json({
              valor: 1237.02,
              valor_pix: 1175.17,
              parcelas: 10,
              valor_parcela: 123.71,
            }),
      ),
    );
    const requests = recordGatewayRequests();
    const view = renderPaymentStep();
    await view.user.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível consultar o valor no PIX: Serviço indisponível.',
    );
    expect(screen.queryByRole('button', { name: 'Gerar PIX' })).toBeNull();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await view.user.click(await screen.findByRole('button', { name: 'Gerar PIX' }));
    await screen.findByAltText('QR Code PIX');
    expect(paidBodies(requests)).toHaveLength(1);
    expect(paidBodies(requests)[0]).toMatchObject({ transacao_valor: 117517 });
  });

  it("copies the code and says 'Código copiado!'", async () => {
    const { user } = await generatePix();
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(PIX_COPY_PASTE);
  });

  it('polls /consulta every 3 s until paid, then calls onPaid and forgets the charge', async () => {
    const calls = consultaAnswers('pendente', 'pendente', 'pago');
    const { onPaid } = await generatePix();

    await advance(2500);
    expect(calls).toHaveLength(0);
    await advance(1000);
    expect(calls).toEqual([`4:${PIX_TOKEN}`]);
    await advance(3000);
    expect(calls).toHaveLength(2);
    expect(onPaid).not.toHaveBeenCalled();
    await advance(3000);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(3);
    expect(storedPix()).toBeNull();

    await advance(9000);
    expect(calls).toHaveLength(3);
  });

  it("says 'O PIX expirou. Gere um novo código.' when /consulta answers expirado", async () => {
    consultaAnswers('expirado');
    const { onPaid } = await generatePix();
    await advance(3500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O PIX expirou. Gere um novo código.',
    );
    expect(screen.queryByAltText('QR Code PIX')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Gerar PIX' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('expires when the countdown reaches zero', async () => {
    const calls = consultaAnswers('pendente');
    server.use(
      http.post(paymentsUrl('/pagar/:hotelId'), () =>
        HttpResponse.json({
          sucesso: true,
          status: 'pendente',
          transacao_erro: '',
          token: PIX_TOKEN,
          hotel: 4,
          boleto_codigo: '',
          boleto_link: '',
          pix: { qr_code: PIX_COPY_PASTE, expira_em: new Date(Date.now() + 10_000).toISOString() },
        }),
      ),
    );
    await generatePix();
    expect(secondsShown()).toBeGreaterThanOrEqual(8);
    expect(secondsShown()).toBeLessThanOrEqual(10);
    expect(screen.getByText(/^Expira em 00:(08|09|10)$/)).toBeVisible();
    await advance(10_500);
    expect(await screen.findByText('O PIX expirou. Gere um novo código.')).toBeVisible();
    const pollsAtExpiry = calls.length;
    await advance(9000);
    expect(calls).toHaveLength(pollsAtExpiry);
  });

  it('stops polling on unmount', async () => {
    const calls = consultaAnswers('pendente');
    const { unmount } = await generatePix();
    await advance(3500);
    expect(calls).toHaveLength(1);
    unmount();
    await advance(15_000);
    expect(calls).toHaveLength(1);
  });

  it('shows the stored charge of this group after a reload, and not that of another group', async () => {
    pixActions().pixGenerated({
      identificador: '4-7f3a9c',
      hotelId: 4,
      token: PIX_TOKEN,
      qrCode: PIX_COPY_PASTE,
      expiraEm: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
    });
    const first = renderPaymentStep({ methods: [9] });
    expect(await screen.findByAltText('QR Code PIX')).toBeVisible();
    expect(screen.getByText(/^Expira em (05:00|04:59|04:58)$/)).toBeVisible();
    first.unmount();

    renderPaymentStep({ methods: [9], identificador: '4-outro' });
    expect(await screen.findByRole('button', { name: 'Gerar PIX' })).toBeVisible();
    expect(screen.queryByAltText('QR Code PIX')).not.toBeInTheDocument();
  });

  it('tells the caller until when the charge is payable (the server deadline)', async () => {
    const onPending = vi.fn();
    await generatePix({ onPending });
    expect(onPending).toHaveBeenCalledTimes(1);
    expect(Date.parse(onPending.mock.calls[0]![0] as string)).toBeGreaterThan(NOW.getTime());
  });

  it('shows no second countdown when the page shows the deadline (the booking hold)', async () => {
    await generatePix({ deadlineShownElsewhere: true });
    expect(screen.queryByText(/^Expira em /)).not.toBeInTheDocument();
    expect(
      screen.getByText('O PIX vale até o fim do prazo da reserva, mostrado no alto da página.'),
    ).toBeInTheDocument();
  });

  it("counts the server's time left with the clock offset, not the device clock alone", async () => {
    // This device's clock is 10 minutes fast: the server is 10 minutes behind it.
    await generatePix({ clockOffsetMs: -10 * 60_000 });
    expect(secondsShown()).toBeGreaterThanOrEqual(40 * 60 - 2);
  });

  it("offers 'Pagar depois' when the caller accepts a purchase awaiting payment", async () => {
    const onPayLater = vi.fn();
    const { user } = await generatePix({ onPayLater });
    await user.click(screen.getByRole('button', { name: 'Pagar depois' }));
    expect(onPayLater).toHaveBeenCalledTimes(1);
  });

  it('tells the buyer when money that arrived too late was refunded', async () => {
    server.use(
      http.post(consultaUrl, () =>
        HttpResponse.json({
          status: 'estornado',
          transacao_erro:
            'O pagamento chegou quando a reserva já não estava ativa (expirou ou foi cancelada) e foi estornado integralmente.',
        }),
      ),
    );
    const { onPaid } = await generatePix();
    await advance(3100);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O pagamento chegou quando a reserva já não estava ativa (expirou ou foi cancelada) e foi estornado integralmente.',
    );
    expect(onPaid).not.toHaveBeenCalled();
    expect(storedPix()).toBeNull();
  });
});
