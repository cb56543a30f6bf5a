import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { SiteFrame } from './site-frame';

/** Pages without the header: navigation, content, footer. */
export function BareLayout() {
  return (
    <SiteFrame>
      {/* Focusable for the skip link and the focus after a navigation. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </SiteFrame>
  );
}

const Main = styled.main`
  padding-top: var(--size-nav-height);
`;
