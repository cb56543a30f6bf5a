import { PENSOES, type Pensao, type TipoCama } from '@/api/contract/search';
import {
  DEFAULT_VIEW,
  ORDENS,
  TIPOS_CAMA,
  type Ordem,
  type ResultFilters,
  type ResultView,
} from './result-view';

/**
 * The results' filters and order in the page's query string, so that a reload and a shared link
 * show the same list: `?ordem=menor-preco&hotel=1,3&preco=500-2000&pensao=cafe&cancelamento=gratis
 * &capacidade=4,6&camas=casal&acessivel=1&destaque=101` (`destaque`: a room type shown first). A value this page cannot read is left out (the list
 * shows more, never nothing): a link is not refused for a filter.
 */

const KEYS = [
  'ordem',
  'hotel',
  'preco',
  'pensao',
  'cancelamento',
  'capacidade',
  'camas',
  'acessivel',
  'destaque',
];

const list = (params: URLSearchParams, key: string): string[] =>
  (params.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const wholeNumbers = (values: string[]): number[] => [
  ...new Set(values.filter((v) => /^\d{1,9}$/.test(v)).map(Number)),
];

const oneOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  allowed.filter((value) => values.includes(value));

function readPrice(raw: string | null): Pick<ResultFilters, 'precoMin' | 'precoMax'> {
  const match = /^(\d{0,9})-(\d{0,9})$/.exec(raw ?? '');
  const min = match?.[1] ? Number(match[1]) : null;
  const max = match?.[2] ? Number(match[2]) : null;
  if (min !== null && max !== null && min > max) return { precoMin: null, precoMax: null };
  return { precoMin: min, precoMax: max };
}

export function readView(params: URLSearchParams): ResultView {
  const ordem = params.get('ordem');
  const [destaque] = wholeNumbers(list(params, 'destaque'));
  return {
    ...(destaque ? { destaque } : {}),
    ordem: (ORDENS as readonly string[]).includes(ordem ?? '')
      ? (ordem as Ordem)
      : DEFAULT_VIEW.ordem,
    filtros: {
      hoteis: wholeNumbers(list(params, 'hotel')),
      ...readPrice(params.get('preco')),
      pensoes: oneOf<Pensao>(PENSOES, list(params, 'pensao')),
      cancelamentoGratis: params.get('cancelamento') === 'gratis',
      capacidades: wholeNumbers(list(params, 'capacidade')).sort((a, b) => a - b),
      camas: oneOf<TipoCama>(TIPOS_CAMA, list(params, 'camas')),
      acessivel: params.get('acessivel') === '1',
    },
  };
}

/** `params` with the view's keys replaced by `view` (defaults left out); other keys kept. */
export function writeView(view: ResultView, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  const f = view.filtros;
  if (view.ordem !== DEFAULT_VIEW.ordem) next.set('ordem', view.ordem);
  if (f.hoteis.length > 0) next.set('hotel', f.hoteis.join(','));
  if (f.precoMin !== null || f.precoMax !== null) {
    next.set('preco', `${f.precoMin ?? ''}-${f.precoMax ?? ''}`);
  }
  if (f.pensoes.length > 0) next.set('pensao', f.pensoes.join(','));
  if (f.cancelamentoGratis) next.set('cancelamento', 'gratis');
  if (f.capacidades.length > 0) next.set('capacidade', f.capacidades.join(','));
  if (f.camas.length > 0) next.set('camas', f.camas.join(','));
  if (f.acessivel) next.set('acessivel', '1');
  if (view.destaque) next.set('destaque', String(view.destaque));
  return next;
}

/** The view as a query string ('' for the default view), for a link to this list. */
export function viewQuery(view: ResultView): string {
  const query = writeView(view, new URLSearchParams()).toString();
  return query ? `?${query}` : '';
}
