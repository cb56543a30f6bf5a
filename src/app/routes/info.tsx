import { lazy, Suspense } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { CLUB_INFO_PAGE } from '@/config/brand';
import { PageArticle } from '@/features/content/components/page-article';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import type { InfoLoaderData } from './info.loader';

// The club's page only, below its text: its code stays off every info page's first load.
const PointsCalculator = lazy(
  () => import('@/features/club/components/points-calculator/points-calculator'),
);

/** /informacoes/:info: a SOBRE page from the CMS; the club's (drvc) adds the points calculator. */
export default function InfoPage() {
  const { page } = useLoaderData() as InfoLoaderData;
  const { info } = useParams();
  useDocumentTitle(page.titulo);
  return (
    <PageArticle page={page}>{info === CLUB_INFO_PAGE.slug && <ClubCalculator />}</PageArticle>
  );
}

/**
 * Rendered by the browser only: the server's page is the club's text, and the calculator (the
 * visitor's saved choice, a member's contracts) comes in after hydration, below it.
 */
function ClubCalculator() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={<Spinner label="Carregando a calculadora de pontos" showLabel />}>
      <PointsCalculator />
    </Suspense>
  );
}
