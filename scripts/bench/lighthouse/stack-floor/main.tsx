// The stack floor: the floor page (floor-page.mjs: logo, first phone banner, title) built the
// way the site must be built (docs/architecture.md): React 19, a React Router data router whose
// loader fetches the banner group through the site's API client, styled-components for the styles.
// Nothing else: no start-up, no theme, no search bar, no footer. No page of the site, which
// needs all of that, can paint its hero sooner than this page; the gap between this page and
// the floor is what the stack itself costs under Lighthouse's model.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { createApiClient } from '../../../../src/lib/http/create-client';

interface Banner {
  nome_imagem: string;
  titulo: string;
  mobile: boolean;
}

/**
 * The admin client as the site builds it (src/lib/http/create-client.ts, clients.ts): same
 * options, the fixed token of the runtime config (or the sandbox's default) as a bearer header.
 */
const runtimeConfig = (window as { __APP_CONFIG__?: Record<string, string | undefined> })
  .__APP_CONFIG__;
const adminToken = runtimeConfig?.VITE_ADMIN_TOKEN ?? 'sandbox-admin-token';
const adminApi = createApiClient({ baseURL: '/admin', getToken: () => adminToken });

const Global = createGlobalStyle`
  *,*::before,*::after{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;color:#1d232b}
`;
const Nav = styled.nav`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 64px;
  padding: 10px 16px;
  background: #0b5c73;
  color: #fff;
  svg {
    display: block;
    height: 100%;
    width: auto;
  }
`;
const Stage = styled.div`
  position: relative;
  height: 220px;
  margin-top: 64px;
  background: #0b5c73;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  @media (min-width: 700px) {
    height: 420px;
  }
`;
const Title = styled.h1`
  font-family: Georgia, serif;
  text-align: center;
  margin: 40px 16px;
`;

/** The brand mark of src/components/layout/logo.tsx. */
function Logo() {
  return (
    <svg viewBox="0 0 220 64" role="img" aria-label="Aurora Hotéis">
      <circle cx="30" cy="30" r="14" fill="#f3b33d" />
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M6 42c6-4 12-4 18 0s12 4 18 0 12-4 12-4" />
        <path d="M6 51c6-4 12-4 18 0s12 4 18 0 12-4 12-4" />
      </g>
      <text
        x="66"
        y="36"
        fontSize="30"
        fontWeight="700"
        fill="currentColor"
        fontFamily="Georgia, serif"
      >
        Aurora
      </text>
      <text x="67" y="54" fontSize="12" letterSpacing="2" fill="currentColor">
        HOTÉIS &amp; PARQUE
      </text>
    </svg>
  );
}

function Page() {
  const banner = useLoaderData() as Banner | undefined;
  return (
    <>
      <Global />
      <Nav aria-label="Navegação principal">
        <a href="/">
          <Logo />
        </a>
      </Nav>
      <header>
        <Stage>
          {banner && (
            <img
              src={`/admin/uploads/${banner.nome_imagem}`}
              alt={banner.titulo}
              fetchPriority="high"
            />
          )}
        </Stage>
      </header>
      <main>
        <Title>Reserve direto nos hotéis Aurora</Title>
      </main>
    </>
  );
}

const router = createBrowserRouter([
  {
    path: '*',
    Component: Page,
    // Nothing on screen until the banner is known (the site shows its start-up screen).
    HydrateFallback: () => null,
    // The first banner for a phone, as the site's carousel picks it (components/layout/banner-slides.ts).
    loader: async () => {
      const { data } = await adminApi.get<{ resposta: { banners: Banner[] } }>(
        '/banner_group/getValidBannerGroup',
      );
      return data.resposta.banners.find((banner) => banner.mobile) ?? null;
    },
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
