import type { Apartamento } from '@/api/contract/booking';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 quartos, 4 adultos, 1 criança'; children only when there are some; 'Quartos' when none. */
export function roomSummary(rooms: Apartamento[]): string {
  if (rooms.length === 0) return 'Quartos';
  const adults = rooms.reduce((sum, room) => sum + room.qtd_adultos, 0);
  const children = rooms.reduce((sum, room) => sum + room.qtd_criancas, 0);
  const parts = [plural(rooms.length, 'quarto', 'quartos'), plural(adults, 'adulto', 'adultos')];
  if (children > 0) parts.push(plural(children, 'criança', 'crianças'));
  return parts.join(', ');
}
