import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toastActions } from '@/stores/toasts';
import { BOLETO_LINE, BOLETO_TOKEN, boletoLink } from '@/testing/fixtures/payments';
import { paymentsUrl } from '@/testing/handlers/payments';
import { server } from '@/testing/server';
import { storedPix } from '../../stores/pix-store';
import { paidBodies, recordGatewayRequests, renderPaymentStep } from './render-payment-step';

beforeEach(() => toastActions().toastDismissed());
afterEach(() => server.events.removeAllListeners());

async function openBoleto() {
  const view = renderPaymentStep({ methods: [1, 9, 3] });
  await view.user.click(screen.getByRole('radio', { name: 'Boleto bancário' }));
  return view;
}

describe('Boleto', () => {
  it('prefills name, e-mail and phone from the buyer', async () => {
    await openBoleto();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Aparecida Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria.souza@example.com.br');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(64) 99987-1234');
  });

  it('generates the boleto: digitable line, copy, PDF link in a new tab, pending note, Concluir', async () => {
    const requests = recordGatewayRequests();
    const { user, onPaid } = await openBoleto();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Empresa Viagens Ltda');
    await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));

    const line = await screen.findByLabelText('Linha digitável');
    expect(line).toHaveValue(BOLETO_LINE);
    expect(line).toHaveAttribute('readonly');
    const link = screen.getByRole('link', { name: 'Abrir boleto (PDF) (abre em nova aba)' });
    expect(link).toHaveAttribute('href', boletoLink(BOLETO_TOKEN));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(screen.getByText(/será confirmada quando o boleto for pago/)).toBeVisible();

    expect(paidBodies(requests)[0]).toMatchObject({
      transacao_forma_pagamento: 3,
      transacao_integrador: 2,
      transacao_parcelas: 1,
      comprador_nome: 'Empresa Viagens Ltda',
      comprador_email: 'maria.souza@example.com.br',
      comprador_telefone_codigoarea: '64',
      comprador_telefone_numero: '999871234',
      comprador_endereco_logradouro: 'Rua das Orquídeas',
      comprador_endereco_estado: 'GO',
      comprador_endereco_cidade: 'Goiânia',
      cartao_hash: '',
      dados_cartao: null,
    });

    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await screen.findByText('Linha digitável copiada!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(BOLETO_LINE);

    expect(onPaid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(onPaid).toHaveBeenCalledTimes(1);
    // The boleto result is not stored anywhere.
    expect(storedPix()).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('validates the e-mail before sending', async () => {
    const requests = recordGatewayRequests();
    const { user } = await openBoleto();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeVisible();
    expect(paidBodies(requests)).toHaveLength(0);
  });

  it('shows the failure toast and stays on the form when the gateway refuses', async () => {
    server.use(
      http.post(paymentsUrl('/pagar/:hotelId'), () =>
        HttpResponse.json({ status: 'erro', transacao_erro: 'Boleto indisponível.' }),
      ),
    );
    const { user, onPaid } = await openBoleto();
    await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boleto indisponível.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gerar boleto' })).toBeEnabled());
    expect(onPaid).not.toHaveBeenCalled();
  });
});
