import { Outlet } from 'react-router-dom';
import { classed } from '@/theme/classed';
import styles from './bare-layout.module.css';
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

const Main = classed('main', styles.Main);
