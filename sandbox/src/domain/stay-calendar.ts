import type { Db } from '../db/types';
import { stayCalendar } from '../../../src/lib/stay-calendar';
import { fromIso, toWire } from './calendar';
import { type ReservationRow, STATUS } from './reservations';

/**
 * A group's stays as the .ics the confirmation e-mail links (README "Group lifecycle"). The
 * text is written by the site's own module, so the e-mail's file and the one the site
 * downloads are the same. The hotels give no times of their own: these are the site's defaults
 * (VITE_CHECKIN_TIME, VITE_CHECKOUT_TIME).
 */
export const STAY_TIMES = { checkIn: '14:00', checkOut: '12:00' } as const;
const BRAND = { productName: 'Aurora', productSlug: 'aurora' } as const;

/** The .ics of the group's live reservations; null when it has none. */
export function groupStayCalendar(db: Db, identificador: string): string | null {
  const rows = db
    .prepare(
      'SELECT * FROM reservations WHERE identificador = ? AND status_id <> ? ORDER BY id_reservas_front',
    )
    .all(identificador, STATUS.cancelada) as ReservationRow[];
  if (rows.length === 0) return null;
  const hotels = db.prepare('SELECT nome, endereco FROM hotels WHERE id = ?');
  const types = db.prepare('SELECT nome FROM room_types WHERE id = ?');
  return stayCalendar(
    rows.map((row) => {
      const hotel = hotels.get(row.id_hotel) as { nome: string; endereco: string };
      return {
        numeroReserva: row.numero_reserva,
        hotel: hotel.nome,
        endereco: hotel.endereco,
        chegada: toWire(fromIso(row.data_chegada)),
        partida: toWire(fromIso(row.data_partida)),
        uh: (types.get(row.room_type_id) as { nome: string }).nome,
      };
    }),
    STAY_TIMES,
    BRAND,
  );
}
