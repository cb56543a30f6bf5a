import type { ReactNode } from 'react';
import { classed } from '@/theme/classed';
import styles from './site-frame.module.css';
import { ScrollRestoration, useNavigation } from 'react-router-dom';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { Footer } from '@/components/layout/footer/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { Spinner } from '@/components/ui/spinner';
import { listLegalInfo } from '@/features/content/api/list-legal-info';
import { listSalaryReports } from '@/features/content/api/list-salary-reports';
import { HydrateLater } from './hydrate-later';

/**
 * What every page shares: skip link, fixed navigation, footer, cookie banner. The login dialog
 * sits above the layouts (RootLayout), so it survives a switch between them.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      <NavBar />
      {navigation.state === 'loading' && (
        <NavigationProgress>
          <Spinner label="Carregando página" size="small" />
        </NavigationProgress>
      )}
      {children}
      <HydrateLater>
        <Footer loadLegalInfo={listLegalInfo} loadSalaryReports={listSalaryReports} />
      </HydrateLater>
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}

const NavigationProgress = classed('div', styles.NavigationProgress);
