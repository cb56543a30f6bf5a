import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@/api/contract/account';
import { fixtureCities } from '@/testing/fixtures/account';
import { server } from '@/testing/server';
import { mainUrl, PASSWORD, renderPage, field, submit, resetBetweenTests } from './register-page';

resetBetweenTests();

describe('/cadastro page', () => {
  it('shows the heading, the three sections and the Cadastrar button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro' })).toBeInTheDocument();
    for (const name of ['Dados Pessoais', 'Contatos', 'Acesso']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(submit()).toBeInTheDocument();
  });

  it('loads the states on mount and keeps the city select disabled until cities load', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const state = screen.getByRole('combobox', { name: 'Estado' });
    await screen.findByRole('option', { name: 'Goiás' });
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    expect(city).toBeDisabled();

    await user.selectOptions(state, 'São Paulo');
    await vi.waitFor(() => expect(city).toBeEnabled());
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione', ...fixtureCities[26]!.map((c) => c.nome)]);

    // A state without cities empties the list and disables the select again.
    await user.selectOptions(state, 'Minas Gerais');
    await vi.waitFor(() => expect(city).toBeDisabled());
    expect(within(city).getAllByRole('option')).toHaveLength(1);
  });

  it('only logs a failed city load, leaving the city select disabled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(mainUrl(ACCOUNT_PATHS.cities), () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('option', { name: 'Goiás' });
    await user.selectOptions(field('Estado'), 'Goiás');
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('/cadastro validation messages (product-rules §5)', () => {
  const EMPTY_FORM_MESSAGES: [string, string][] = [
    ['Nome completo', 'Informa a tarefa'],
    ['CPF', 'Informa um CPF válido'],
    ['Data de nascimento', 'Data válida (dd/mm/yyyy)'],
    ['Telefone', 'Telefone válido'],
    ['E-mail', 'Email válido'],
    ['Tipo de endereço', 'Informe Tipo Endereço'],
    ['CEP', 'Cep Obrigatório'],
    ['Logradouro', 'Informe Logradouro'],
    ['Número', 'Numero Obrigatório'],
    ['Bairro', 'Bairro Obrigatório'],
    ['Estado', 'Estado Obrigatório'],
    ['Cidade', 'Cidade Obrigatório'],
    ['Senha', 'Mínimo 6 caracteres'],
    ['Confirmar senha', 'Senhas não conferem'],
  ];

  it('marks every required field with its exact message and focuses the summary', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(submit());

    const summary = await screen.findByRole('alert', { name: 'Corrija 14 campos:' });
    expect(summary).toHaveFocus();
    for (const [label, message] of EMPTY_FORM_MESSAGES) {
      const control = field(label);
      expect(control, label).toHaveAttribute('aria-invalid', 'true');
      expect(control, label).toHaveAccessibleDescription(message);
    }
    // Complemento is optional.
    expect(field('Complemento')).not.toHaveAttribute('aria-invalid');
    expect(field('Complemento')).not.toHaveAccessibleDescription();

    // A link in the summary takes the user to the field.
    await user.click(within(summary).getByRole('link', { name: 'Bairro' }));
    expect(field('Bairro')).toHaveFocus();
  });

  it.each([
    ['CPF', '529.982.247-24', 'Informa um CPF válido'],
    ['CPF', '111.111.111-11', 'Informa um CPF válido'],
    ['CPF', '529.982.247', 'Informa um CPF válido'],
    ['Data de nascimento', '32/01/1990', 'Data válida (dd/mm/yyyy)'],
    ['Data de nascimento', '10/13/1990', 'Data válida (dd/mm/yyyy)'],
    ['Telefone', '(64) 9998', 'Telefone válido'],
    ['E-mail', 'ana@', 'Email válido'],
    ['CEP', '75690', 'Cep Obrigatório'],
    ['Senha', 'Ab1@', 'Mínimo 6 caracteres'],
    ['Senha', 'abcdef1@', 'Senha deve conter número, maiúscula e especial'],
    ['Senha', 'Abcdefg@', 'Senha deve conter número, maiúscula e especial'],
    ['Senha', 'Abcdefg1', 'Senha deve conter número, maiúscula e especial'],
    ['Senha', 'Abcdef1#', 'Senha deve conter número, maiúscula e especial'],
  ])('%s "%s" reads "%s"', async (label, value, message) => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(field(label), value);
    await user.click(submit());
    await vi.waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  });

  it('accepts a valid CPF, date, phone, e-mail, CEP and password', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(field('CPF'), '52998224725');
    await user.type(field('Data de nascimento'), '31121990');
    await user.type(field('Telefone'), '64999871234');
    await user.type(field('E-mail'), 'ana@example.com.br');
    await user.type(field('CEP'), '75690000');
    await user.type(field('Senha'), PASSWORD);
    await user.type(field('Confirmar senha'), PASSWORD);
    await user.click(submit());
    await screen.findByRole('alert', { name: /Corrija/ });
    expect(field('CPF')).toHaveValue('529.982.247-25');
    for (const label of ['CPF', 'Data de nascimento', 'Telefone', 'E-mail', 'CEP', 'Senha']) {
      expect(field(label), label).not.toHaveAttribute('aria-invalid');
    }
    expect(field('Confirmar senha')).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Senhas não conferem' when the confirmation differs", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(field('Senha'), PASSWORD);
    await user.type(field('Confirmar senha'), `${PASSWORD}x`);
    await user.click(submit());
    await vi.waitFor(() =>
      expect(field('Confirmar senha')).toHaveAccessibleDescription('Senhas não conferem'),
    );
    expect(field('Senha')).not.toHaveAttribute('aria-invalid');
  });
});
