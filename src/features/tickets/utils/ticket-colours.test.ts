import { describe, expect, it } from 'vitest';
import { ticketColourToken, ticketGroup } from './ticket-colours';

describe('ticket colours (product-rules §9: child green, adult orange, others grey)', () => {
  it('colours by the API group', () => {
    expect(ticketColourToken({ cti_nome: 'Qualquer', grupo: 'crianca' })).toBe('green');
    expect(ticketColourToken({ cti_nome: 'Qualquer', grupo: 'adulto' })).toBe('warning');
    expect(ticketColourToken({ cti_nome: 'Qualquer', grupo: 'meia' })).toBe('grey600');
    expect(ticketColourToken({ cti_nome: 'Qualquer', grupo: 'outro' })).toBe('grey600');
  });

  it('reads the name when the API sends no group', () => {
    expect(ticketGroup({ cti_nome: 'Criança de 4 a 11 anos' })).toBe('crianca');
    expect(ticketGroup({ cti_nome: 'Adulto' })).toBe('adulto');
    expect(ticketGroup({ cti_nome: 'Inteira' })).toBe('adulto');
    expect(ticketGroup({ cti_nome: 'Meia-entrada Estudante' })).toBe('meia');
    expect(ticketGroup({ cti_nome: 'Passaporte anual' })).toBe('outro');
    expect(ticketColourToken({ cti_nome: 'Criança até 3 anos' })).toBe('green');
  });
});
