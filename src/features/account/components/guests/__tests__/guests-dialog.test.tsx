import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, type AtualizarHospedesRequest } from '@/api/contract/account';
import { env } from '@/config/env';
import { fixtureGuests } from '@/testing/fixtures/account';
import { server } from '@/testing/server';
import { renderReservationsPage } from '../../reservations/__tests__/render-reservations';

const url = (path: string) => `${env.api.main}${path}`;

function captureUpdates() {
  const bodies: AtualizarHospedesRequest[] = [];
  // Records the body, then falls through to the happy-path handler.
  server.use(
    http.post(url(ACCOUNT_PATHS.updateGuests), async ({ request }) => {
      bodies.push((await request.clone().json()) as AtualizarHospedesRequest);
    }),
  );
  return bodies;
}

async function openGuests() {
  const user = userEvent.setup();
  renderReservationsPage();
  const row = await screen.findByRole('article', { name: 'Reserva AUR-1001' });
  await user.click(within(row).getByRole('button', { name: 'Hóspedes' }));
  const dialog = screen.getByRole('dialog', { name: 'Hóspedes da reserva AUR-1001' });
  await within(dialog).findByRole('group', { name: 'Adulto 1' });
  const group = (name: string) => within(within(dialog).getByRole('group', { name }));
  return { user, dialog, group };
}

describe('guests dialog', { timeout: 20_000 }, () => {
  it('edits the guests and sends them with the document type read from the pattern', async () => {
    const bodies = captureUpdates();
    const { user, dialog, group } = await openGuests();
    expect(group('Adulto 1').getByLabelText('Nome')).toHaveValue('Maria');
    expect(group('Criança 1').getByLabelText('Idade')).toHaveValue('7');
    // The API's bare digits come back in the CPF pattern, so the type reads as CPF.
    expect(group('Adulto 1').getByLabelText('Número do documento')).toHaveValue('529.982.247-25');

    await user.type(group('Adulto 2').getByLabelText('Número do documento'), '11.222.333/0001-81');
    expect(group('Adulto 2').getByText(/Tipo: CNPJ/)).toBeInTheDocument();
    await user.click(group('Adulto 2').getByRole('radio', { name: 'Hóspede principal' }));
    await user.clear(group('Criança 1').getByLabelText('Idade'));
    await user.type(group('Criança 1').getByLabelText('Idade'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar hóspedes' }));

    expect(await screen.findByText('Hóspedes atualizados.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toHaveLength(1);
    const sent = bodies[0]!;
    expect(sent.numero_reserva).toBe('AUR-1001');
    expect(sent.hospede.map((g) => g.principal)).toEqual([false, true, false]);
    expect(sent.hospede.map((g) => g.tipo_documento)).toEqual(['CPF', 'CNPJ', '']);
    expect(sent.hospede[2]).toMatchObject({ tipo: 'crianca', nome: 'Ana', idade: '13' });
  });

  it('checks names, document check digits and ages before sending', async () => {
    const bodies = captureUpdates();
    const { user, dialog, group } = await openGuests();
    await user.clear(group('Adulto 1').getByLabelText('Sobrenome'));
    await user.type(group('Adulto 2').getByLabelText('Número do documento'), '529.982.247-24');
    await user.clear(group('Criança 1').getByLabelText('Idade'));
    await user.type(group('Criança 1').getByLabelText('Idade'), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar hóspedes' }));

    expect(group('Adulto 1').getByText('Informe o sobrenome.')).toBeVisible();
    expect(group('Adulto 2').getByText('CPF inválido.')).toBeVisible();
    expect(group('Criança 1').getByText('Idade entre 0 e 13 anos.')).toBeVisible();
    expect(group('Criança 1').getByLabelText('Idade')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('requires exactly one main guest', async () => {
    server.use(
      http.post(url(ACCOUNT_PATHS.guests), () =>
        HttpResponse.json(fixtureGuests.map((g) => ({ ...g, principal: false }))),
      ),
    );
    const bodies = captureUpdates();
    const { user, dialog, group } = await openGuests();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar hóspedes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Escolha exatamente um hóspede principal (adulto).',
    );
    expect(bodies).toHaveLength(0);

    await user.click(group('Adulto 1').getByRole('radio', { name: 'Hóspede principal' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar hóspedes' }));
    expect(await screen.findByText('Hóspedes atualizados.')).toBeInTheDocument();
    expect(bodies[0]?.hospede.map((g) => g.principal)).toEqual([true, false, false]);
  });
});
