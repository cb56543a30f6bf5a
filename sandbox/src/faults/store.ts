import { type FaultPhase, type FaultRule, pathMatches } from '../shared/fault-rules';

/** A rule in force, as /__test/faults lists it. */
export interface ActiveFault extends FaultRule {
  id: number;
  /** How many requests it has hit so far. */
  hits: number;
  /** Hits left when `times` was given (0 = spent, kept so its hits stay readable); else null. */
  remaining: number | null;
}

/** What a rule is matched against. */
export interface FaultTarget {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The request's x-sandbox-scope header, or null. */
  scope: string | null;
}

/**
 * The rules in force, in the order they were added. For each request and phase the first rule
 * that matches, still has hits left and wins its probability roll applies; the others wait.
 */
export class FaultStore {
  private readonly rules: ActiveFault[] = [];
  private nextId = 1;

  constructor(
    initial: readonly FaultRule[] = [],
    /** Injectable so that tests of `probability` are not left to chance. */
    private readonly random: () => number = Math.random,
  ) {
    this.add(initial);
  }

  add(rules: readonly FaultRule[]): ActiveFault[] {
    const added = rules.map((rule) => ({
      ...rule,
      id: this.nextId++,
      hits: 0,
      remaining: rule.times,
    }));
    this.rules.push(...added);
    return added.map((rule) => ({ ...rule }));
  }

  /** Every rule, or those of one scope ('' lists the unscoped ones). */
  list(scope?: string): ActiveFault[] {
    return this.rules.filter((rule) => inScope(rule, scope)).map((rule) => ({ ...rule }));
  }

  remove(id: number): boolean {
    const index = this.rules.findIndex((rule) => rule.id === id);
    if (index < 0) return false;
    this.rules.splice(index, 1);
    return true;
  }

  /** Removes every rule, or those of one scope; returns how many went. */
  clear(scope?: string): number {
    const before = this.rules.length;
    for (let i = this.rules.length - 1; i >= 0; i--) {
      if (inScope(this.rules[i]!, scope)) this.rules.splice(i, 1);
    }
    return before - this.rules.length;
  }

  /** The rule that hits this request in this phase, counting the hit; null when none does. */
  take(target: FaultTarget, phase: FaultPhase): ActiveFault | null {
    for (const rule of this.rules) {
      if (rule.phase !== phase || rule.remaining === 0) continue;
      if (rule.method !== null && rule.method !== target.method) continue;
      if (rule.scope !== null && rule.scope !== target.scope) continue;
      if (!pathMatches(rule.path, target.path)) continue;
      if (rule.probability < 1 && this.random() >= rule.probability) continue;
      rule.hits += 1;
      if (rule.remaining !== null) rule.remaining -= 1;
      return { ...rule };
    }
    return null;
  }
}

function inScope(rule: FaultRule, scope: string | undefined): boolean {
  if (scope === undefined) return true;
  return scope === '' ? rule.scope === null : rule.scope === scope;
}
