import { describe, expect, it } from 'vitest';
import type { PointsMovement } from '@/api/contract/club';
import { periodOptions, statementView } from './statement-period';

let id = 0;
const move = (data: string, pontos: number, saldo: number): PointsMovement => ({
  movimento_id: ++id,
  data,
  tipo: pontos > 0 ? 'credito_anual' : 'uso_reserva',
  descricao: '',
  pontos,
  saldo,
  validade: '31/12/2030',
  numero_reserva: null,
  deposito_semana_id: null,
});

const movements = [
  move('10/01/2024', 1000, 1000),
  move('05/06/2024', -300, 700),
  move('10/01/2025', 1000, 1700),
  move('20/12/2025', -200, 1500),
  move('10/01/2026', 1000, 2500),
];
const today = new Date(2026, 10, 25);

describe('statement periods', () => {
  it('offers the whole history, the last 12 months and each year, newest first', () => {
    expect(periodOptions(movements).map((o) => o.label)).toEqual([
      'Todo o histórico',
      'Últimos 12 meses',
      'Ano de 2026',
      'Ano de 2025',
      'Ano de 2024',
    ]);
  });

  it('ends the whole history on the last running balance', () => {
    const view = statementView(movements, 'tudo', today);
    expect(view).toMatchObject({ entradas: 3000, saidas: 500, saldoFinal: 2500 });
    expect(view.movements).toHaveLength(5);
  });

  it('filters a year and gives the balance at its end', () => {
    const view = statementView(movements, '2025', today);
    expect(view.movements.map((m) => m.data)).toEqual(['10/01/2025', '20/12/2025']);
    expect(view).toMatchObject({ entradas: 1000, saidas: 200, saldoFinal: 1500 });
  });

  it('takes the last 12 months up to today', () => {
    const view = statementView(movements, 'ultimos-12-meses', today);
    expect(view.movements.map((m) => m.data)).toEqual(['20/12/2025', '10/01/2026']);
  });

  it('keeps the balance of an empty period from the movements before it', () => {
    const view = statementView(movements, '2027', today);
    expect(view).toMatchObject({ movements: [], entradas: 0, saidas: 0, saldoFinal: 2500 });
  });
});
