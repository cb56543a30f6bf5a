/**
 * The kinds of refusal a domain states, in its own words; `src/http/errors.ts` maps each to an
 * HTTP status in one place, and the error handler sends the message as `{ erro }`. The domain
 * never knows HTTP.
 */
export type Failure =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** No valid session or credentials (401). */
  | 'unauthenticated'
  /** The user may not do this (403). */
  | 'forbidden'
  /** Nothing of that id, or not this user's (404). */
  | 'not_found'
  /** The state does not allow it now: sold out, already done, no points (409). */
  | 'conflict'
  /** It existed but has ended: an expired hold, link or payment (410). */
  | 'gone'
  /** Well-formed but not acceptable as it is (422). */
  | 'unprocessable'
  /** A service the answer depends on is down (503). */
  | 'unavailable';

/** A refusal with a Portuguese message for the user. */
export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The input breaks a rule: the most common refusal, one message per rule. */
export const invalid = (message: string): DomainError => new DomainError('invalid', message);
