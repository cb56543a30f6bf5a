import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toastActions } from '@/stores/toasts';
import { decryptCardHash } from '@/testing/fixtures/payments';
import { paymentsUrl } from '@/testing/handlers/payments';
import { server } from '@/testing/server';
import {
  fillCard,
  paidBodies,
  recordGatewayRequests,
  renderPaymentStep,
} from './render-payment-step';

beforeEach(() => toastActions().toastDismissed());
afterEach(() => server.events.removeAllListeners());

const installmentCalls = (requests: { path: string; body: string }[]) =>
  requests.filter((r) => r.path.startsWith('/payments/parcelamento/'));

describe('PaymentStep: method choice', () => {
  it('offers the methods in order, card first, card selected', () => {
    renderPaymentStep({ methods: [9, 1, 3] });
    const group = screen.getByRole('group', { name: 'Forma de pagamento' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cartão de crédito',
      'PIX',
      'Boleto bancário',
    ]);
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    expect(screen.getByLabelText('Número do cartão')).toBeInTheDocument();
  });

  it('switches to the chosen method', async () => {
    const { user } = renderPaymentStep();
    await user.click(screen.getByRole('radio', { name: /^PIX/ }));
    expect(screen.getByRole('button', { name: 'Gerar PIX' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
  });
});

describe('PaymentStep: card form', () => {
  it('labels every field with its browser autocomplete', () => {
    renderPaymentStep();
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveAttribute(
      'autocomplete',
      'cc-name',
    );
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Código de segurança')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('CPF do titular')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(64) 99987-1234');
    expect(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' })).toBeInTheDocument();
  });

  it('masks the number and the expiry as typed', async () => {
    const { user } = renderPaymentStep();
    await user.type(screen.getByLabelText('Número do cartão'), '5555555555554444');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('5555 5555 5555 4444');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveValue('12/30');
  });

  it('looks instalments up once the BIN has 6 digits, and again only when the BIN changes', async () => {
    const requests = recordGatewayRequests();
    const { user } = renderPaymentStep();
    const number = screen.getByLabelText('Número do cartão');
    await user.type(number, '41111');
    expect(installmentCalls(requests)).toHaveLength(0);
    expect(screen.getByLabelText('Parcelamento')).toBeDisabled();

    await user.type(number, '1111111111');
    expect(await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' })).toBeVisible();
    expect(installmentCalls(requests)).toHaveLength(1);
    expect(JSON.parse(installmentCalls(requests)[0]!.body)).toMatchObject({
      credit_card_bin: '411111',
      value: 123702,
    });
    expect(screen.getByLabelText('Parcelamento')).toHaveValue('1');

    await user.clear(number);
    await user.type(number, '5555555555554444');
    await waitFor(() => expect(installmentCalls(requests)).toHaveLength(2));
    expect(JSON.parse(installmentCalls(requests)[1]!.body)).toMatchObject({
      credit_card_bin: '555555',
    });
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('pays with the chosen instalments and calls onPaid on approval', async () => {
    const requests = recordGatewayRequests();
    const { user, onPaid } = renderPaymentStep();
    await fillCard(user);
    await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' });
    await user.selectOptions(screen.getByLabelText('Parcelamento'), '3');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [body] = paidBodies(requests);
    expect(body).toMatchObject({
      transacao_forma_pagamento: 1,
      transacao_integrador: 3,
      transacao_parcelas: 3,
      transacao_valor: 123702,
      comprador_nome: 'MARIA A SOUZA',
      comprador_documento_numero: '52998224725',
      descricao_item: 'Hospedagem Grupo Thermas Aurora AUR-1001',
      dados_cartao: {
        cardNumber: '************1111',
        expirationMonth: '08',
        expirationYear: '2031',
        securityCode: '***',
      },
    });
    expect(await decryptCardHash(body.cartao_hash)).toEqual({
      cardNumber: '4111111111111111',
      holderName: 'MARIA A SOUZA',
      expirationMonth: '08',
      expirationYear: '2031',
      securityCode: '987',
    });
  });

  it.each([
    ['4000000000000002', 'Transação não autorizada pelo emissor.'],
    ['4000000000009995', 'Saldo insuficiente.'],
    ['4000000000000119', 'Falha de comunicação com a operadora.'],
  ])('card %s: warning toast with the provider text, no onPaid', async (number, message) => {
    const { user, onPaid } = renderPaymentStep();
    await fillCard(user, { number });
    await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' });
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));
    // The toast, and the offer of the other methods beside the card (declined-card.test.tsx).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(message))).toBe(true),
    );
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' })).toBeEnabled();
  });

  it('shows the public-key error and sends no payment', async () => {
    const requests = recordGatewayRequests();
    server.use(
      http.post(paymentsUrl('/public_key/:hotelId'), () =>
        HttpResponse.json({ retorno: 'sucesso', mensagem: '' }),
      ),
    );
    const { user, onPaid } = renderPaymentStep();
    await fillCard(user);
    await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' });
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));
    // The toast; the card's place offers PIX with the same reason.
    const offer = await screen.findByRole('group', { name: 'Cartão não aprovado' });
    expect(within(offer).getByRole('alert')).toHaveTextContent(
      'Public Key invalid, nao foi possível realizar o pagamento!',
    );
    expect(paidBodies(requests)).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('validates before anything is sent', async () => {
    const requests = recordGatewayRequests();
    const { user } = renderPaymentStep();
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111112');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '0120');
    await user.type(screen.getByLabelText('Código de segurança'), '12');
    await user.clear(screen.getByLabelText('CPF do titular'));
    await user.type(screen.getByLabelText('CPF do titular'), '52998224724');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));

    expect(await screen.findByText('Número do cartão inválido.')).toBeVisible();
    expect(screen.getByText('Informe o nome impresso no cartão.')).toBeVisible();
    expect(screen.getByText('Cartão vencido.')).toBeVisible();
    expect(screen.getByText('Código de segurança inválido.')).toBeVisible();
    expect(screen.getByText('CPF inválido.')).toBeVisible();
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('aria-invalid', 'true');
    expect(paidBodies(requests)).toHaveLength(0);
  });
});
