import type { NotasAspectos, TipoViajante } from '@/api/contract/reviews';

/** Who travelled, as the filter and each review say it. */
export const TRAVELLER_LABELS: Record<TipoViajante, string> = {
  casal: 'Casal',
  familia: 'Família',
  amigos: 'Amigos',
  sozinho: 'Sozinho',
  negocios: 'Negócios',
};

/** The four aspects, in the order shown. */
export const ASPECT_LABELS: Record<keyof NotasAspectos, string> = {
  quartos: 'Quartos',
  limpeza: 'Limpeza',
  atendimento: 'Atendimento',
  lazer: 'Piscinas termais e lazer',
};

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-07' and 3 -> 'Estadia verificada · julho de 2026 · 3 noites'. */
export function verifiedStayText(mesEstadia: string, noites: number): string {
  const [year, month] = mesEstadia.split('-').map(Number);
  const when = `${MONTHS[(month ?? 1) - 1]} de ${year}`;
  return `Estadia verificada · ${when} · ${noites} ${noites === 1 ? 'noite' : 'noites'}`;
}
