import { Outlet, useLoaderData, useMatches } from 'react-router-dom';
import { Header, type HeaderImage } from '@/components/layout/header';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { SearchBar } from '@/features/search/components/search-bar';
import type { HeaderLayoutData } from './header-layout.loader';
import { HydrateLater } from './hydrate-later';
import { SiteFrame } from './site-frame';

/** Pages may put `{ header: HeaderImage }` in their loader data to replace the carousel. */
function useActiveHeaderImage(): HeaderImage | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { header?: HeaderImage } | undefined;
    if (data?.header) return data.header;
  }
  return null;
}

/** Public pages with the header: logo and banner carousel, or the active hotel/park/info image. */
export function HeaderLayout() {
  const { banners } = useLoaderData() as HeaderLayoutData;
  const image = useActiveHeaderImage();
  return (
    <SiteFrame>
      {/* The search bar hydrates first: the header's pictures and the page after it. */}
      <HydrateLater>
        <Header banners={banners} image={image} />
      </HydrateLater>
      <SearchBar />
      {/* Focusable for the skip link and the focus after a navigation. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
    </SiteFrame>
  );
}
