/** Money in integer cents; rounding is half up to the cent (all amounts are positive). */

/** `cents` x `percent` / 100, rounded half up (integer percent). */
export function halfUpPercent(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** Reais (2 decimals) on the wire. */
export function toReais(cents: number): number {
  return cents / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 from reais (the wire's amounts), with a plain space after R$ (PDFs' fonts). */
export function formatReais(value: number): string {
  return brl.format(value).replace(/\s/g, ' ');
}

/** 'R$ 1.234,50', for e-mails and sandbox pages. */
export function formatBrl(cents: number): string {
  return `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
