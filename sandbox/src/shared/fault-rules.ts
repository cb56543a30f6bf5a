/**
 * Fault rules: what the sandbox does wrong on purpose, so the site's behaviour under a slow or
 * failing backend can be shown (README, "Fault injection"). Rules come from SANDBOX_FAULTS
 * (validated at start-up) or from the test-only endpoint /__test/faults.
 */

export type FaultKind = 'latency' | 'status' | 'timeout' | 'drop';
/** before: instead of the handler (nothing is done); after: the work is committed, then the answer is delayed or lost. */
export type FaultPhase = 'before' | 'after';

export interface FaultRule {
  /** HTTP method in upper case; null = any. */
  method: string | null;
  /** An exact path ('/api/reserva') or a prefix ending in '*' ('/payments/pagar/*'); no query. */
  path: string;
  kind: FaultKind;
  phase: FaultPhase;
  /** latency: milliseconds to wait. */
  ms: number;
  /** status: the 5xx to answer. */
  status: number;
  /** status: the body's `erro`, like the real APIs; null sends no body at all. */
  erro: string | null;
  /** Applies to the next N matching requests only; null = every one. */
  times: number | null;
  /** Chance (0 < p <= 1) that a matching request is hit. */
  probability: number;
  /** Only requests whose `x-sandbox-scope` header equals this; null = every request. */
  scope: string | null;
}

export const DEFAULT_FAULT_MESSAGE = 'Serviço temporariamente indisponível.';
/** Upper bound of a latency rule: a test that needs longer wants `timeout`. */
export const MAX_LATENCY_MS = 120_000;

const KINDS: readonly FaultKind[] = ['latency', 'status', 'timeout', 'drop'];
const PHASES: readonly FaultPhase[] = ['before', 'after'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const FIELDS = new Set([
  'method',
  'path',
  'kind',
  'phase',
  'ms',
  'status',
  'erro',
  'times',
  'probability',
  'scope',
]);

export class FaultRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FaultRuleError';
  }
}

function positiveInteger(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
    ? value
    : null;
}

/** Validates one rule; `label` names it in the message ('regra 2'). */
export function parseFaultRule(value: unknown, label = 'regra'): FaultRule {
  const fail = (problem: string): never => {
    throw new FaultRuleError(`${label}: ${problem}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('deve ser um objeto.');
  }
  const rule = value as Record<string, unknown>;
  const unknown = Object.keys(rule).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) fail(`campo desconhecido '${unknown}'.`);

  const kind = rule.kind as FaultKind;
  if (!KINDS.includes(kind)) fail(`kind deve ser ${KINDS.join(', ')}.`);
  const path = rule.path;
  if (typeof path !== 'string' || !path.startsWith('/') || /[?#\s]/.test(path)) {
    fail("path deve começar com '/' (sem query); termine com '*' para um prefixo.");
  }
  if ((path as string).slice(0, -1).includes('*')) fail("'*' só pode aparecer no fim do path.");
  let method: string | null = null;
  if (rule.method !== undefined && rule.method !== null) {
    method = typeof rule.method === 'string' ? rule.method.toUpperCase() : '';
    if (!METHODS.includes(method)) fail(`method deve ser um de ${METHODS.join(', ')}.`);
  }
  const phase = (rule.phase ?? 'before') as FaultPhase;
  if (!PHASES.includes(phase)) fail("phase deve ser 'before' ou 'after'.");

  let ms = 0;
  if (kind === 'latency') {
    ms = positiveInteger(rule.ms, MAX_LATENCY_MS) ?? fail(`ms deve ser de 1 a ${MAX_LATENCY_MS}.`);
  } else if (rule.ms !== undefined) fail("ms só vale para kind 'latency'.");
  let status = 0;
  let erro: string | null = null;
  if (kind === 'status') {
    const code = rule.status;
    if (typeof code !== 'number' || !Number.isInteger(code) || code < 500 || code > 599) {
      fail('status deve ser um código 5xx (500 a 599).');
    }
    status = code as number;
    erro = rule.erro === undefined ? DEFAULT_FAULT_MESSAGE : (rule.erro as string | null);
    if (erro !== null && (typeof erro !== 'string' || erro.trim() === '')) {
      fail('erro deve ser um texto, ou null para responder sem corpo.');
    }
  } else if (rule.status !== undefined || rule.erro !== undefined) {
    fail("status e erro só valem para kind 'status'.");
  }

  let times: number | null = null;
  if (rule.times !== undefined && rule.times !== null) {
    times = positiveInteger(rule.times, 1_000_000) ?? fail('times deve ser um inteiro positivo.');
  }
  let probability = 1;
  if (rule.probability !== undefined) {
    const p = rule.probability;
    if (typeof p !== 'number' || !(p > 0 && p <= 1)) fail('probability deve estar em (0, 1].');
    probability = p as number;
  }
  let scope: string | null = null;
  if (rule.scope !== undefined && rule.scope !== null) {
    if (typeof rule.scope !== 'string' || !/^[\w.-]{1,100}$/.test(rule.scope)) {
      fail('scope deve ter de 1 a 100 letras, dígitos, _, . ou -.');
    }
    scope = rule.scope as string;
  }
  return { method, path: path as string, kind, phase, ms, status, erro, times, probability, scope };
}

/** One rule or a list of rules. */
export function parseFaultRules(value: unknown): FaultRule[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => parseFaultRule(item, `regra ${i + 1}`));
}

/** Whether a request path (query excluded) is covered by a rule's path. */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}
