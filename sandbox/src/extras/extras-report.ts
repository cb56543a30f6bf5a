import type {
  LinhaRelatorioExtras,
  LinhaRelatorioIngressos,
  RelatorioExtrasResponse,
} from '../../../src/api/contract/extras';
import type { Db } from '../db/types';
import { type Day, fromIso, toIso, toWire } from '../shared/calendar';
import { toReais } from '../shared/money';
import { paidExtraSales } from '../repositories/extras';
import { stayTicketSales } from '../repositories/stay-tickets';

/**
 * The extras sold with stays (issue 29 part 6, README "Extras"): paid extras, per hotel, day of
 * use and extra. A per-night extra counts on each night, its revenue split evenly across them
 * (the odd cents on the first night), so the days add up to what was paid.
 */
export function extrasReport(db: Db, from: Day, to: Day): RelatorioExtrasResponse {
  const rows = paidExtraSales(db);
  const lines = new Map<string, LinhaRelatorioExtras & { cents: number }>();
  for (const row of rows) {
    const days = JSON.parse(row.dias) as string[];
    const share = Math.floor(row.valor_centavos / days.length);
    days.forEach((iso, i) => {
      const day = fromIso(iso);
      if (day < from || day > to) return;
      const key = `${row.hotel_id}|${iso}|${row.extra_id}`;
      const line = lines.get(key) ?? {
        id_hotel: row.hotel_id,
        hotel: row.hotel,
        data: toWire(day),
        id_extra: row.extra_id,
        extra: row.extra,
        quantidade: 0,
        receita: 0,
        cents: 0,
      };
      line.quantidade += row.quantidade;
      line.cents += share + (i === 0 ? row.valor_centavos - share * days.length : 0);
      lines.set(key, line);
    });
  }
  const ordered = [...lines.entries()]
    .sort(([a], [b]) => {
      const [ha, da, xa] = a.split('|');
      const [hb, db_, xb] = b.split('|');
      return Number(ha) - Number(hb) || da!.localeCompare(db_!) || Number(xa) - Number(xb);
    })
    .map(([, { cents, ...line }]) => ({ ...line, receita: toReais(cents) }));
  const total = [...lines.values()].reduce((sum, line) => sum + line.cents, 0);
  const ingressos = stayTicketsSold(db, from, to);
  return {
    linhas: ordered,
    receita_total: toReais(total),
    ingressos,
    receita_ingressos: ingressos.reduce((sum, line) => sum + line.receita, 0),
  };
}

/**
 * The park tickets sold with stays, paid, per hotel of the stay and visit day: held with a group
 * or with an add-on order of one (README "Tickets with a stay").
 */
function stayTicketsSold(db: Db, from: Day, to: Day): LinhaRelatorioIngressos[] {
  const rows = stayTicketSales(db, toIso(from), toIso(to));
  return rows.map(({ data_visita, ...row }) => ({ ...row, data: toWire(fromIso(data_visita)) }));
}
