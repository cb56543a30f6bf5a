// The three load phases: what each sends, and how each answer is classified.
import { errorMessage, runPhase } from './cannon.mjs';
import { confirmPayload, dailyAverage, dayFromToday, searchPayload } from './payloads.mjs';
import { PATHS, raceJobs } from './scenario.mjs';

export const SOLD_OUT = 'Este quarto acabou de esgotar para estas datas. Escolha outro quarto.';

/** The site's search (1 room of 2 adults, all hotels, 3 nights), arrival rotating over 30 days. */
export function availabilityPhase(base, { connections, seconds }) {
  let i = 0;
  return runPhase({
    base,
    connections,
    durationSeconds: seconds,
    next: () => {
      const arrival = 30 + (i++ % 30);
      return {
        path: PATHS.search,
        body: searchPayload({
          arrival: dayFromToday(arrival),
          departure: dayFromToday(arrival + 3),
        }),
      };
    },
    // A JSON array of rows; parsing every answer would load the machine that serves them.
    classify: (status, body) =>
      status === 200 && body.startsWith('[{') && body.endsWith('}]') ? 'ok' : 'unexpected',
  });
}

/** Sends a fixed list of requests, each once, in order, over up to `connections` connections. */
function runJobs(base, jobs, connections, classify) {
  let i = 0;
  return runPhase({
    base,
    connections: Math.min(connections, jobs.length),
    amount: jobs.length,
    next: () => jobs[i++] ?? null,
    classify,
  });
}

/** Anonymous holds racing for the last units of each target; sold out is the expected refusal. */
export function holdPhase(base, targets, { contenders, connections }) {
  const jobs = raceJobs(targets, contenders);
  return runJobs(base, jobs, connections, (status, body) => {
    if (status === 200) return 'ok';
    return status === 409 && errorMessage(body) === SOLD_OUT ? 'refused' : 'unexpected';
  });
}

/**
 * Each held room confirmed `repeats` times by its visitor. The copies sit next to each other in
 * the queue, so the next free connections take them together: they are in flight at once.
 */
export function confirmPhase(base, held, visitors, { repeats, connections }) {
  const jobs = held.flatMap((room, h) => {
    const { person, token } = visitors[h];
    const body = confirmPayload({
      hold: room.hold,
      person,
      identificador: room.identificador,
      dailyAverageReais: dailyAverage(room.row, room.pensao),
    });
    return Array.from({ length: repeats }, () => ({
      path: PATHS.confirm,
      body,
      headers: { authorization: `Bearer ${token}` },
      held: h,
    }));
  });
  return runJobs(base, jobs, connections, (status, body) => {
    if (status === 200) return 'ok';
    return [409, 410, 422].includes(status) && errorMessage(body) ? 'refused' : 'unexpected';
  });
}
