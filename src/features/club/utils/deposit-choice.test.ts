import { describe, expect, it } from 'vitest';
import { readDepositChoice, writeDepositChoice } from './deposit-choice';

describe('deposit choice in the address', () => {
  const contracts = ['DRVC-1', 'DRVC-2'];

  it('reads back what it wrote', () => {
    const choice = {
      contrato: 'DRVC-2',
      empreendimento: 3,
      br: '2' as const,
      semana: '06/03/2027',
    };
    expect(readDepositChoice(writeDepositChoice(choice), contracts)).toEqual(choice);
  });

  it('drops what is malformed or not the member’s, starting from the first contract', () => {
    const params = new URLSearchParams(
      'contrato=DRVC-9&empreendimento=-4&unidade=7&semana=2027-03-06',
    );
    expect(readDepositChoice(params, contracts)).toEqual({
      contrato: 'DRVC-1',
      empreendimento: null,
      br: null,
      semana: null,
    });
  });
});
