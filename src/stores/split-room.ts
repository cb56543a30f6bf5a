import type { Apartamento, HospedeAdulto } from '@/api/contract/booking';
import { COMPANION_NAME, MAX_ROOMS, withGuests } from './search-criteria-rules';

// A rule of the results (issue 28), not of the search bar: kept apart from
// search-criteria-rules.ts, which the first route loads, so that it loads with the results.
/**
 * A room no room type seats, as two (issue 28): the larger half of its adults (the principal
 * first) and of its children stay, the rest go to a new room right after it, whose first adult
 * becomes its principal. The same array when it cannot be split (one adult, or 5 rooms).
 */
export function splitRoom(rooms: Apartamento[], roomIndex: number): Apartamento[] {
  const room = rooms[roomIndex];
  if (!room || room.qtd_adulto.length < 2 || rooms.length >= MAX_ROOMS) return rooms;
  const keepAdults = Math.ceil(room.qtd_adulto.length / 2);
  const keepChildren = Math.ceil(room.criancas.length / 2);
  const moved = asRoomAdults(room.qtd_adulto.slice(keepAdults));
  const first = withGuests(
    room,
    room.qtd_adulto.slice(0, keepAdults),
    room.criancas.slice(0, keepChildren),
  );
  const second = withGuests(room, moved, room.criancas.slice(keepChildren));
  return [...rooms.slice(0, roomIndex), first, second, ...rooms.slice(roomIndex + 1)];
}

/**
 * Adults moved into a room of their own: the first becomes its principal, and a companion who
 * does is asked its own name ('Acompanhante' is no principal's name).
 */
export function asRoomAdults(adults: readonly HospedeAdulto[]): HospedeAdulto[] {
  return adults.map((adult, i) => ({
    ...adult,
    principal: i === 0,
    nome: i === 0 && adult.nome === COMPANION_NAME ? '' : adult.nome,
  }));
}
