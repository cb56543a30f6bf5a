import { describe, expect, it } from 'vitest';
import type { ContractSummary } from '@/api/contract/club';
import { expiringPoints } from './expiring-points';

const contract = (patch: Partial<ContractSummary>): ContractSummary => ({
  contratos_id: 1,
  numero_contrato: 'DRVC-1',
  produto: 'Gold',
  tipo_unidade: '2',
  status: 'ativo',
  data_inicio: '01/01/2020',
  data_fim: '31/12/2030',
  pontos_anuais: 1000,
  saldo_pontos: 0,
  saldos: [],
  proxima_parcela: null,
  valor_em_atraso: 0,
  ...patch,
});

describe('expiringPoints', () => {
  const today = new Date(2026, 10, 25);

  it('announces lots whose last day is from today to 60 days ahead, with the days left', () => {
    const found = expiringPoints(
      [
        contract({
          saldos: [
            { pontos: 100, validade: '25/11/2026' },
            { pontos: 200, validade: '24/01/2027' },
            { pontos: 300, validade: '25/01/2027' },
          ],
        }),
      ],
      today,
    );
    expect(found).toEqual([
      { numero_contrato: 'DRVC-1', pontos: 100, validade: '25/11/2026', dias: 0 },
      { numero_contrato: 'DRVC-1', pontos: 200, validade: '24/01/2027', dias: 60 },
    ]);
  });

  it('ignores past lots, empty lots and contracts that are not active', () => {
    expect(
      expiringPoints(
        [
          contract({
            saldos: [
              { pontos: 100, validade: '24/11/2026' },
              { pontos: 0, validade: '01/12/2026' },
            ],
          }),
          contract({ status: 'suspenso', saldos: [{ pontos: 100, validade: '01/12/2026' }] }),
        ],
        today,
      ),
    ).toEqual([]);
  });
});
