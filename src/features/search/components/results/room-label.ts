import type { Apartamento } from '@/api/contract/booking';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Quarto 1 — 2 adultos, 1 criança' (index is 0-based). */
export function roomLabel(room: Apartamento | undefined, index: number): string {
  const name = `Quarto ${index + 1}`;
  if (!room) return name;
  const guests = [plural(room.qtd_adultos, 'adulto', 'adultos')];
  if (room.qtd_criancas > 0) guests.push(plural(room.qtd_criancas, 'criança', 'crianças'));
  return `${name} — ${guests.join(', ')}`;
}
