import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { SearchCriteria } from '@/features/search/stores/search-results';
import {
  searchActions,
  searchSnapshot,
  useSearchState,
} from '@/features/search/stores/search-results';
import { readPrerenderData } from '../prerender-data';
import { RenderedSearch } from '@/features/search/hooks/use-shown-search';
import { runSearch } from '@/features/search/utils/run-search';
import { decodeSearchLink } from '@/features/search/utils/decode-search-link';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { sessionSnapshot, useLoginDialogMode, useSessionUser } from '@/stores/session';
import { ResultsWithCheckout } from './results-with-checkout';
import { LinkAnswerOnServer } from './hotel-search-link.server-answer';

/**
 * Links carry no contract and no coupon. A club member's linked search runs against their
 * selected (or first) contract, as their own PESQUISAR would (product-rules §4, §6); anyone
 * else's with the coupon the search bar shows (kept in the tab when a link is opened, as when
 * the results search other dates or hotels), so what the bar says is what the search and the
 * hold use. A visitor who typed a coupon and logs in from a card's member price comes back
 * through the link with it.
 */
function withBarContractOrCoupon(criteria: SearchCriteria): SearchCriteria {
  const { user } = sessionSnapshot();
  const bar = searchCriteriaSnapshot();
  if (user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER || user.contratos.length === 0)
    return { ...criteria, cupom: bar.cupom.trim() };
  const selected = bar.contratoSelecionado;
  const own = user.contratos.some((c) => c.contratos_id === selected);
  return {
    ...criteria,
    cupom: '',
    contrato_id: own ? selected : (user.contratos[0]?.contratos_id ?? null),
  };
}

/**
 * A search link the server rendered with its results (src/app/server-render/search-link.tsx):
 * they become this tab's search before the page hydrates, as this module is loaded for it
 * (src/main.tsx loads the matched routes first), so the page asks nothing. Here and not in
 * main.tsx: only a search link's page needs it, and the first route's code stays as small.
 */
const rendered = readPrerenderData()?.search;
if (rendered) {
  searchActions().searchStarted(rendered.criteria);
  searchActions().searchSucceeded(rendered.rows);
}

/**
 * Whether the store already holds this search's answer: the server's, seeded before hydrating.
 * The server saw no session (a visitor's prices): a customer whose session was read before this
 * page's first effect searches as themself. One read later clears the results as any change of
 * user type does (product-rules §4), and the page searches again below.
 */
function isShown(criteria: SearchCriteria): boolean {
  if (sessionSnapshot().status !== 'anonymous') return false;
  const shown = searchSnapshot();
  return shown.status === 'done' && JSON.stringify(shown.criteria) === JSON.stringify(criteria);
}

/**
 * The results. In the server's render of a link (server/src/prerender/README.md, "Search
 * links"), they wait here for the server's availability answer, streamed into the same page when
 * it comes; without one in time, they stay the loading state the browser then searches from.
 * In the browser the store is read, seeded with the server's answer before hydrating.
 */
function LinkResults() {
  const onServer = use(LinkAnswerOnServer);
  const rendered = onServer ? use(onServer) : null;
  return (
    <RenderedSearch value={rendered}>
      <ResultsWithCheckout pending />
    </RenderedSearch>
  );
}

/**
 * /hotelSearch/:search: a shared search link. A valid link starts its search once and shows
 * the results page, Continuar included; anything else says why and starts nothing.
 */
export default function HotelSearchLinkPage() {
  const segment = useParams().search ?? '';
  const decoded = useMemo(() => decodeSearchLink(segment), [segment]);
  useDocumentTitle(decoded.ok ? 'Resultado da busca' : 'Link de busca inválido');

  // Which link this page has asked about: one search per link, and rendering needs it too. The
  // ref keeps StrictMode's rehearsal of the effect (mount, clean up, mount) from asking twice.
  const [startedSegment, setStartedSegment] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!decoded.ok || asked.current === segment) return;
    asked.current = segment;
    // The linked search becomes the criteria's dates, hotel and rooms, as if typed in the bar,
    // so the rates chosen on the results land on these rooms.
    searchCriteriaActions().searchLinkOpened(decoded.criteria);
    const criteria = withBarContractOrCoupon(decoded.criteria);
    if (criteria.contrato_id !== null)
      searchCriteriaActions().contractSelected(criteria.contrato_id);
    // Asked at once: the answer is what the guest came for (issue 27 undid a wait for the first
    // paint that only a simulated benchmark rewarded). A failure is recorded in the search store
    // and shown by the page; nothing to add here.
    setStartedSegment(segment);
    // The server's render answered this very search (a visitor's, with no coupon kept in the
    // tab): the page shows it, and asks no second time.
    if (isShown(criteria)) return;
    void runSearch(criteria).catch(() => {});
  }, [decoded, segment]);

  // A login (or a logout) clears the results (product-rules §4): prices depend on who asks. The
  // link is a search, so it asks again once the dialog has closed, as whoever is then logged in
  // (issue 28: a visitor logs in from a card's member price and comes back to its prices). The
  // results are cleared when the login is submitted, before its token exists: asking then would
  // get the visitor's prices again.
  const { status } = useSearchState();
  const dialog = useLoginDialogMode();
  const userId = useSessionUser().id;
  const searchedAs = useRef<number | null>(null);
  useEffect(() => {
    if (!decoded.ok || startedSegment !== segment || dialog !== 'closed') return;
    if (searchedAs.current === null) searchedAs.current = userId;
    const cleared = status === 'idle';
    const newUser = status !== 'searching' && searchedAs.current !== userId;
    if (!cleared && !newUser) return;
    searchedAs.current = userId;
    void runSearch(withBarContractOrCoupon(decoded.criteria)).catch(() => {});
  }, [decoded, segment, startedSegment, status, dialog, userId]);

  if (!decoded.ok) {
    return (
      <Invalid role="alert">
        <h1>Link de busca inválido</h1>
        <p>Este link de busca não é válido: {decoded.reason}</p>
        <p>
          <Link to={paths.home.getHref()}>Voltar ao início e fazer uma nova busca</Link>
        </p>
      </Invalid>
    );
  }
  // Until the effect starts the search the store is idle: show loading, not the invitation.
  // Once started, an idle store means the results were cleared (a login): loading again.
  return (
    <Suspense fallback={<ResultsWithCheckout pending />}>
      <LinkResults />
    </Suspense>
  );
}

const Invalid = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: var(--space-xl) var(--space-md);
`;
