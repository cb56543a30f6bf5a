import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { clubMemberUser } from '@/testing/fixtures/users';
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
