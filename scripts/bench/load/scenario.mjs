// Setup of the contention scenario over the sandbox's public HTTP API (not timed): the
// contested night, the room types competed for, the units pre-taken so only a few remain, and
// the visitors (temporary users) who confirm the held rooms.
import {
  MEAL_PLANS,
  PROMO_TOTAL,
  buildIdentificador,
  dayFromToday,
  holdPayload,
  searchPayload,
  temporaryUserPayload,
  visitor,
} from './payloads.mjs';

export const PATHS = {
  search: '/api/disponibilidade/v2/consultar',
  hold: '/api/reserva/v2/pre-reserva',
  temporaryUser: '/api/usuario/pre-reserva',
  confirm: '/api/reserva',
};

export async function post(base, path, body, token, headers = {}) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function expectOk(base, path, body, token) {
  const { status, json } = await post(base, path, body, token);
  if (status !== 200) throw new Error(`${path} respondeu ${status}: ${JSON.stringify(json)}`);
  return json;
}

/** Every one of the 8 prices above zero: a row the site offers for booking (product-rules §4). */
const priced = (row) =>
  ['valor_sem', 'valor_cafe', 'valor_meia', 'valor_inteira', ...Object.values(PROMO_TOTAL)].every(
    (field) => row[field] > 0,
  );

/**
 * The contested night N, `fromOffset` days ahead or later, such that N-1, N and N+1 avoid the
 * seeded closed 13th and sold-out 20th: every stay of the race then depends on night N alone.
 */
export function contestedNight(fromOffset) {
  for (let offset = fromOffset; ; offset++) {
    const days = [offset - 1, offset, offset + 1].map(dayFromToday);
    if (days.every((d) => d.getDate() !== 13 && d.getDate() !== 20)) return offset;
  }
}

/** The search row of one room type for one stay (the site's payload, narrowed to it). */
export async function quote(base, { hotelId, uhId }, arrivalOffset, nights) {
  const rows = await expectOk(
    base,
    PATHS.search,
    searchPayload({
      arrival: dayFromToday(arrivalOffset),
      departure: dayFromToday(arrivalOffset + nights),
      hotelId,
      uhId,
    }),
  );
  const row = rows.find((r) => r.id_hotel === hotelId && r.id_uh === uhId);
  if (!row) throw new Error(`Sem linha de pesquisa para hotel ${hotelId}, unidade ${uhId}.`);
  return row;
}

/** `count` room types (distinct, spread over the hotels) that are bookable around night N. */
export async function pickRoomTypes(base, nightOffset, count) {
  const rows = await expectOk(
    base,
    PATHS.search,
    searchPayload({
      arrival: dayFromToday(nightOffset - 1),
      departure: dayFromToday(nightOffset + 2),
    }),
  );
  const byHotel = new Map();
  for (const row of rows.filter((r) => priced(r) && r.disponiveis > 0)) {
    if (!byHotel.has(row.id_hotel)) byHotel.set(row.id_hotel, []);
    byHotel.get(row.id_hotel).push(row);
  }
  const picked = [];
  const queues = [...byHotel.values()];
  for (let round = 0; picked.length < count && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      if (picked.length < count && queue[round]) picked.push(queue[round]);
    }
  }
  if (picked.length < count) throw new Error(`Só ${picked.length} unidades reserváveis na noite.`);
  return picked.map((r) => ({
    hotelId: r.id_hotel,
    hotel: r.hotel_nome,
    uhId: r.id_uh,
    uh: r.uh_nome,
  }));
}

/** One held room: the hold's answer and what its confirmation needs. */
const heldRoom = (answer, { identificador, row, pensao, stayArrivalOffset }) => ({
  hold: answer,
  identificador,
  row,
  pensao,
  stayArrivalOffset,
});

/**
 * Prepares one contested room type: quotes the three stays of the race, ([N, N+1],
 * [N-1, N+1], [N, N+2]), then takes units of night N with sequential holds until only
 * `wantedLeft` remain (fewer when night N, N-1 or N+1 has fewer free).
 */
export async function prepareTarget(base, roomType, nightOffset, wantedLeft) {
  const free = async (offset) => (await quote(base, roomType, offset, 1)).disponiveis;
  const [freePrev, freeN, freeNext] = [
    await free(nightOffset - 1),
    await free(nightOffset),
    await free(nightOffset + 1),
  ];
  const left = Math.min(wantedLeft, freeN, freePrev, freeNext);
  if (left < 1) throw new Error(`Unidade ${roomType.uhId} sem vaga na noite disputada.`);
  const stays = [];
  for (const [arrival, nights] of [
    [nightOffset, 1],
    [nightOffset - 1, 2],
    [nightOffset, 2],
  ]) {
    const row = await quote(base, roomType, arrival, nights);
    stays.push({ arrivalOffset: arrival, nights, row });
  }

  const prefilled = [];
  for (let i = 0; i < freeN - left; i++) {
    const { row, arrivalOffset, nights } = stays[0];
    const identificador = buildIdentificador(row.id_hotel);
    const pensao = 'cafe';
    const answer = await expectOk(
      base,
      PATHS.hold,
      holdPayload({
        row,
        arrival: dayFromToday(arrivalOffset),
        departure: dayFromToday(arrivalOffset + nights),
        pensao,
        identificador,
      }),
    );
    prefilled.push(
      heldRoom(answer, { identificador, row, pensao, stayArrivalOffset: arrivalOffset }),
    );
  }
  const remaining = await free(nightOffset);
  if (remaining !== left) {
    throw new Error(
      `Esperava ${left} vagas restantes na unidade ${roomType.uhId}; há ${remaining}.`,
    );
  }
  return { ...roomType, nightOffset, freeBefore: freeN, left, stays, prefilled };
}

/**
 * The race's requests, interleaved across targets (target 1, 2, ..., then again) so that every
 * target has contenders in flight at the same time; stays and meal plans vary per contender.
 */
export function raceJobs(targets, contendersPerTarget) {
  const jobs = [];
  for (let i = 0; i < contendersPerTarget; i++) {
    targets.forEach((target, t) => {
      const stay = target.stays[i % target.stays.length];
      const pensao = MEAL_PLANS[i % MEAL_PLANS.length];
      const identificador = buildIdentificador(stay.row.id_hotel);
      jobs.push({
        path: PATHS.hold,
        body: holdPayload({
          row: stay.row,
          arrival: dayFromToday(stay.arrivalOffset),
          departure: dayFromToday(stay.arrivalOffset + stay.nights),
          pensao,
          identificador,
        }),
        target: t,
        stay,
        pensao,
        identificador,
      });
    });
  }
  return jobs;
}

export const heldFromRace = (record) =>
  heldRoom(JSON.parse(record.body), {
    identificador: record.job.identificador,
    row: record.job.stay.row,
    pensao: record.job.pensao,
    stayArrivalOffset: record.job.stay.arrivalOffset,
  });

/** One visitor (temporary user) per held room, created `concurrency` at a time. */
export async function createVisitors(base, count, concurrency = 4) {
  const visitors = new Array(count);
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (nextIndex < count) {
        const i = nextIndex++;
        const person = visitor(i + 1);
        const { token_jwt: token } = await expectOk(
          base,
          PATHS.temporaryUser,
          temporaryUserPayload(person),
        );
        const userId = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sub);
        visitors[i] = { person, token, userId };
      }
    }),
  );
  return visitors;
}
