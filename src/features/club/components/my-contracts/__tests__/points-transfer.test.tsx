import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POINTS_BANKING_PATHS,
  type PointsTransferOptions,
  type PointsTransferRequest,
  type PointsTransferResult,
} from '@/api/contract/points-banking';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { PointsTransfer } from '../points-transfer';

const url = (path: string) => `${env.api.main}${path}`;

const OPTIONS: PointsTransferOptions = {
  guardar: {
    pontos_max: 4820,
    validade_atual: '03/01/2027',
    validade_nova: '02/01/2028',
    prazo: '04/12/2026',
    motivo: null,
  },
  antecipar: {
    pontos_max: 0,
    inicio_ano: null,
    ano_de_uso: null,
    validade: null,
    motivo:
      'O contrato VIP-2022-000502 tem R$ 740,00 em atraso. Pague a parcela vencida para usar o contrato.',
  },
  regras: ['Guardar pontos: até 30 dias antes de vencerem, …'],
};

const result = (confirmado: boolean): PointsTransferResult => ({
  mensagem: '820 pontos passam a vencer em 02/01/2028.',
  pontos: 820,
  validade: '02/01/2028',
  confirmado,
  saldo_pontos: 16820,
  saldos: [
    { pontos: 4000, validade: '03/01/2027' },
    { pontos: 12820, validade: '02/01/2028' },
  ],
});

let sent: PointsTransferRequest[] = [];
let optionReads = 0;

beforeEach(() => {
  sent = [];
  optionReads = 0;
  server.use(
    http.post(url(POINTS_BANKING_PATHS.options), () => {
      optionReads++;
      return HttpResponse.json(OPTIONS);
    }),
    http.post(url(POINTS_BANKING_PATHS.bank), async ({ request }) => {
      const body = (await request.json()) as PointsTransferRequest;
      sent.push(body);
      return HttpResponse.json(result(body.confirmar));
    }),
  );
});

function open(onChanged = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(<PointsTransfer contract="VIP-2019-000501" onChanged={onChanged} />, {
    strictMode: false,
  });
  return { user, onChanged };
}

describe('guardar ou antecipar pontos', () => {
  it('shows the effect before anything is done, then confirms', async () => {
    const { user, onChanged } = open();
    const toggle = screen.getByRole('button', { name: 'Guardar ou antecipar pontos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(optionReads).toBe(0);
    await user.click(toggle);
    const bank = await screen.findByRole('region', { name: 'Guardar pontos' });
    expect(bank).toHaveTextContent(
      'Até 4.820 pontos que vencem em 03/01/2027 podem passar a vencer em 02/01/2028. Prazo para guardar: 04/12/2026.',
    );
    const field = within(bank).getByLabelText('Pontos a guardar');
    expect(field).toHaveValue('4820');
    await user.clear(field);
    await user.type(field, '820');
    await user.click(within(bank).getByRole('button', { name: 'Ver o efeito' }));
    expect(
      await within(bank).findByText('820 pontos passam a vencer em 02/01/2028.'),
    ).toBeVisible();
    expect(sent).toEqual([{ numero_contrato: 'VIP-2019-000501', pontos: 820, confirmar: false }]);
    expect(onChanged).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await user.click(within(bank).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Feito: 820 pontos passam a vencer em 02/01/2028.'),
    ).toBeVisible();
    expect(sent.at(-1)).toEqual({
      numero_contrato: 'VIP-2019-000501',
      pontos: 820,
      confirmar: true,
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    // The limits are read again after the change.
    expect(optionReads).toBe(2);
  });

  it('says why a contract cannot borrow, and refuses an amount out of range without asking', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Guardar ou antecipar pontos' }));
    const borrow = await screen.findByRole('region', { name: 'Antecipar pontos' });
    expect(borrow).toHaveTextContent(/R\$ 740,00 em atraso/);
    expect(within(borrow).queryByRole('textbox')).toBeNull();

    const bank = screen.getByRole('region', { name: 'Guardar pontos' });
    const field = within(bank).getByLabelText('Pontos a guardar');
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(within(bank).getByRole('button', { name: 'Ver o efeito' }));
    expect(within(bank).getByRole('alert')).toHaveTextContent('Informe de 1 a 4.820 pontos.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the API's refusal of the confirmation and changes nothing", async () => {
    const { user, onChanged } = open();
    await user.click(screen.getByRole('button', { name: 'Guardar ou antecipar pontos' }));
    const bank = await screen.findByRole('region', { name: 'Guardar pontos' });
    await user.click(within(bank).getByRole('button', { name: 'Ver o efeito' }));
    await within(bank).findByRole('button', { name: 'Confirmar' });
    server.use(
      http.post(url(POINTS_BANKING_PATHS.bank), () =>
        HttpResponse.json(
          { erro: 'Você pode guardar no máximo 4.000 pontos deste contrato agora.' },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(bank).getByRole('button', { name: 'Confirmar' }));
    expect(await within(bank).findByRole('alert')).toHaveTextContent(
      'Você pode guardar no máximo 4.000 pontos deste contrato agora.',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
