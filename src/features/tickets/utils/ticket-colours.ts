import type { ThemeColors } from '@/api/contract/admin';
import type { TicketCategory, TicketGroup } from '@/api/contract/tickets';

/**
 * product-rules §9: child tickets green, adult orange, the others grey. The colours are the theme's own
 * tokens (the admin theme may change them), each dark enough for white text.
 */
const COLOUR_BY_GROUP: Record<TicketGroup, keyof ThemeColors> = {
  crianca: 'green',
  adulto: 'warning',
  meia: 'grey600',
  outro: 'grey600',
};

/**
 * The category's group: the API's `grupo` (an extension); an API without it is read by the
 * name ('Criança…' is a child, 'Adulto…' or 'Inteira…' an adult).
 */
export function ticketGroup(category: Pick<TicketCategory, 'cti_nome' | 'grupo'>): TicketGroup {
  if (category.grupo) return category.grupo;
  const name = category.cti_nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (name.includes('meia')) return 'meia';
  if (name.startsWith('crianca') || name.includes('infantil')) return 'crianca';
  if (name.startsWith('adulto') || name.startsWith('inteira')) return 'adulto';
  return 'outro';
}

/** The theme token a category is coloured with. */
export function ticketColourToken(
  category: Pick<TicketCategory, 'cti_nome' | 'grupo'>,
): keyof ThemeColors {
  return COLOUR_BY_GROUP[ticketGroup(category)];
}
