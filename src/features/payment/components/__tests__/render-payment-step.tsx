import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { orderTotals } from '@/testing/handlers/payments';
import { PaymentStep, type PaymentStepProps } from '../payment-step';

export const buyer: PaymentStepProps['buyer'] = {
  nome: 'Maria Aparecida Souza',
  email: 'maria.souza@example.com.br',
  telefone: '64999871234',
  documento: '529.982.247-25',
  endereco: {
    logradouro: 'Rua das Orquídeas',
    numero: '120',
    complemento: 'Apto 32',
    bairro: 'Jardim Goiás',
    cidade: 'Goiânia',
    uf: 'GO',
    cep: '74805-100',
  },
};

export function renderPaymentStep(
  props: Partial<PaymentStepProps> = {},
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const onPaid = vi.fn();
  const user = userEvent.setup(userOptions);
  // The server's figures for the order: its total, and 5% off by PIX (the handlers' rule).
  orderTotals.set(props.identificador ?? '4-7f3a9c', Math.round((props.total ?? 1237.02) * 100));
  const view = renderWithProviders(
    <>
      <PaymentStep
        hotelId={4}
        hotelName="Thermas Aurora"
        identificador="4-7f3a9c"
        numeroReservas={['AUR-1001']}
        total={1237.02}
        percComissao={0}
        buyer={buyer}
        methods={[1, 9]}
        onPaid={onPaid}
        {...props}
      />
      <Toaster />
    </>,
  );
  return { ...view, onPaid, user };
}

/** Every request the gateway received: path and raw body text. */
export function recordGatewayRequests() {
  const requests: { path: string; body: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/payments/')) return;
    requests.push({ path: url.pathname, body: await request.clone().text() });
  });
  return requests;
}

export const paidBodies = (requests: { path: string; body: string }[]) =>
  requests.filter((r) => r.path.startsWith('/payments/pagar/')).map((r) => JSON.parse(r.body));

type User = ReturnType<typeof userEvent.setup>;

/** Fills the card form (CPF and phone come prefilled from the buyer). */
export async function fillCard(
  user: User,
  { number = '4111111111111111', cvv = '987', validade = '0831' } = {},
) {
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.type(screen.getByLabelText('Nome impresso no cartão'), 'MARIA A SOUZA');
  await user.type(screen.getByLabelText('Validade (MM/AA)'), validade);
  await user.type(screen.getByLabelText('Código de segurança'), cvv);
}
