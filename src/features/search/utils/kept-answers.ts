/**
 * The page's answers to the search's background reads (the calendar's prices, the
 * alternatives), by request: the same request again costs nothing. Kept 5 minutes, as the rooms
 * left change with others' bookings; the search itself always asks afresh. A failure is not
 * kept: the next asking tries again.
 */
const FRESH_MS = 5 * 60_000;
const answers = new Map<string, { at: number; answer: Promise<unknown> }>();

export function keptAnswer<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cached = answers.get(key);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.answer as Promise<T>;
  const answer = load();
  answers.set(key, { at: Date.now(), answer });
  answer.catch(() => answers.delete(key));
  return answer;
}

/** For tests: forget the page's answers. */
export function forgetKeptAnswers(): void {
  answers.clear();
}
