// The verdicts of the load benchmark. Each check adds one named verdict with its evidence; the
// inventory figures come from the sandbox's SQLite file, read-only (inventory.mjs).
import { dayFromToday, isoDate } from './payloads.mjs';
import { quote } from './scenario.mjs';
import { allOverlap, peakInFlight } from './stats.mjs';

const sumOf = (phases, key) => Object.values(phases).reduce((acc, f) => acc + f[key], 0);

/** No 5xx, network error or timeout; no request left unanswered; no wrong-request 4xx. */
export function checkErrors(check, phases, timedPhase) {
  const cutOff = Object.entries(phases)
    .filter(([name]) => name !== timedPhase)
    .reduce((acc, [, f]) => acc + f.cut_off_at_end, 0);
  check.check(
    'zero erros HTTP',
    sumOf(phases, 'http_5xx') + sumOf(phases, 'network_errors') + cutOff === 0,
    `5xx ${sumOf(phases, 'http_5xx')}, erros de rede/timeouts ${sumOf(phases, 'network_errors')}, ` +
      `sem resposta ${cutOff} (a ${timedPhase}, medida por tempo, encerrou com ` +
      `${phases[timedPhase].cut_off_at_end} em voo)`,
  );
  check.check(
    'zero respostas 4xx inesperadas',
    sumOf(phases, 'unexpected_4xx') === 0,
    Object.entries(phases)
      .map(([name, f]) => `${name} ${f.unexpected_4xx} (${JSON.stringify(f.by_status)})`)
      .join('; '),
  );
  const search = phases[timedPhase];
  check.check(
    'a pesquisa respondeu linhas sob carga',
    search.ok > 0 && search.ok === search.requests,
    `${search.ok} de ${search.requests} respostas com linhas`,
  );
}

/** Per contested room type: granted = units free, the rest refused as sold out, truly at once. */
export function checkContention(check, contention) {
  check.check(
    'pré-reservas concedidas = vagas livres, o resto recusado como esgotado',
    contention.every(
      (c) =>
        c.granted === c.units_free_at_start &&
        c.refused_sold_out === c.contenders - c.units_free_at_start,
    ),
    contention
      .map(
        (c) =>
          `${c.id_uh}: ${c.granted}/${c.units_free_at_start} concedidas, ${c.refused_sold_out} esgotado`,
      )
      .join('; '),
  );
  check.check(
    'a disputa foi concorrente',
    contention.every((c) => c.peak_in_flight > c.units_free_at_start),
    `pico de pedidos simultâneos por unidade: ${contention.map((c) => c.peak_in_flight).join('/')} ` +
      `(vagas ${contention.map((c) => c.units_free_at_start).join('/')})`,
  );
}

/** Whether a held room's stay includes the night `iso` (yyyy-mm-dd). */
const covers = (room, iso) => {
  const arrival = isoDate(dayFromToday(room.stayArrivalOffset));
  const departure = isoDate(dayFromToday(room.stayArrivalOffset + room.row.qtd_noites));
  return arrival <= iso && iso < departure;
};

/**
 * No overbooking on any night touched: units taken = holding reservations <= allotment, the
 * change since before the scenario = the holds granted, and the contested night is full.
 * Then the whole inventory (no night over its allotment) and the reservations created.
 */
export function checkInventory(check, { inventory, nights, before, held, contestedIso, idBefore }) {
  const problems = [];
  for (const n of nights) {
    const key = `${n.roomTypeId}|${n.iso}`;
    const now = inventory.night(n.roomTypeId, n.iso);
    const granted = held.filter((r) => r.row.id_uh === n.roomTypeId && covers(r, n.iso)).length;
    if (now.active > now.allotment || now.reservados > now.allotment) {
      problems.push(
        `${key}: ${now.reservados} tomadas, ${now.active} reservas, lote ${now.allotment}`,
      );
    }
    if (now.reservados !== now.active) {
      problems.push(`${key}: tomadas ${now.reservados} != reservas ativas ${now.active}`);
    }
    const change = now.reservados - before.get(key).reservados;
    if (change !== granted) problems.push(`${key}: +${change} tomadas, ${granted} concedidas`);
    if (n.iso === contestedIso && now.allotment !== now.reservados) {
      problems.push(`${key}: ${now.allotment - now.reservados} vagas após a disputa`);
    }
  }
  check.check(
    'sem overbooking: em cada unidade/noite tocada, tomadas = reservas ativas <= lote, variação = pré-reservas concedidas',
    problems.length === 0,
    problems.length === 0
      ? `${nights.length} unidades/noites conferidas no SQLite`
      : problems.join('; '),
  );
  const over = inventory.nightsOverAllotment();
  check.check(
    'nenhuma noite do inventário acima do lote',
    over === 0,
    `${over} noites com tomadas > lote`,
  );
  const created = inventory.reservationsAfter(idBefore);
  check.check(
    'só as pré-reservas concedidas criaram reservas',
    created.length === held.length && created.every((r) => r.status_id === 1),
    `${created.length} reservas novas, ${held.length} pré-reservas concedidas`,
  );
}

/**
 * Each room confirmed several times at once: every copy answered 200 with the hold's numbers;
 * the database has one confirmation (the visitor's), two guests, one principal, and the phase
 * created no reservation. At least two copies of every room must have overlapped.
 */
export function checkConfirmations(
  check,
  { inventory, held, visitors, records, repeats, idBefore },
) {
  const problems = [];
  let allAtOnce = 0;
  let concurrent = 0;
  held.forEach((room, h) => {
    const answers = records.filter((r) => r.job.held === h);
    if (allOverlap(answers)) allAtOnce++;
    if (peakInFlight(answers) >= 2) concurrent++;
    const { numero_reserva, id_reservas_front: id } = room.hold;
    const same = answers.every((a) => {
      if (a.status !== 200) return false;
      const body = JSON.parse(a.body);
      return (
        body.numero_reserva === numero_reserva &&
        body.id_reservas_front === id &&
        body.reserva_id === id
      );
    });
    if (answers.length !== repeats || !same) {
      problems.push(`${numero_reserva}: respostas ${answers.map((a) => a.status).join(',')}`);
    }
    const confirmation = inventory.confirmations(id);
    if (confirmation.n !== 1 || confirmation.user_id !== visitors[h].userId) {
      problems.push(`${numero_reserva}: ${confirmation.n} confirmações`);
    }
    const guests = inventory.guests(id);
    const owner = inventory.reservation(id).user_id;
    if (guests.n !== 2 || guests.principals !== 1 || owner !== visitors[h].userId) {
      problems.push(`${numero_reserva}: ${guests.n} hóspedes, titular ${owner}`);
    }
  });
  const idAfter = inventory.maxReservationId();
  if (idAfter !== idBefore)
    problems.push(`confirmações criaram reservas (${idBefore} -> ${idAfter})`);
  check.check(
    `cada quarto confirmado ${repeats}x produziu exatamente uma reserva confirmada`,
    problems.length === 0,
    problems.length === 0
      ? `${held.length} quartos: respostas idênticas, 1 confirmação do visitante, 2 hóspedes, nenhuma reserva nova`
      : problems.slice(0, 10).join('; '),
  );
  // Scheduling decides how many copies overlap; at least two must, for every room.
  check.check(
    'as confirmações repetidas foram simultâneas',
    concurrent === held.length,
    `${concurrent} de ${held.length} quartos com 2 ou mais cópias em voo ao mesmo tempo ` +
      `(${allAtOnce} com todas as ${repeats})`,
  );
}

/** The public search agrees: night N of every contested room type shows no unit free. */
export async function checkPublicView(check, base, targets, nightOffset) {
  const free = [];
  for (const target of targets) free.push((await quote(base, target, nightOffset, 1)).disponiveis);
  check.check(
    'a pesquisa pública mostra a noite disputada esgotada',
    free.every((n) => n === 0),
    `disponiveis ${free.join('/')}`,
  );
}
