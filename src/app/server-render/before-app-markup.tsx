import { renderToStaticMarkup } from 'react-dom/server';
import type { ServerStyleSheet } from 'styled-components';
import { today } from '@/lib/dates';
import { BeforeAppStatus } from '../before-app-status';
import { DatesBeforeApp } from '../dates-before-app';
import { LoginBeforeApp } from '../login-before-app';
import { RoomsBeforeApp } from '../rooms-before-app';
import { VerifyingUserOverlay } from '../verifying-user-overlay';

/**
 * The static markup a server-rendered page carries beside its root, for public/before-app.js:
 * 'Verificando usuário', the held taps' status, the login dialog, the rooms panel and the calendar
 * (server/src/prerender/README.md), their styles collected in the page's sheet. `searchPanels:
 * false` on a page whose app sets the stay and rooms itself once hydrated (a search link's): a
 * panel before it would pick what is to be replaced.
 */
export function beforeAppMarkup(
  sheet: ServerStyleSheet,
  { searchPanels = true }: { searchPanels?: boolean } = {},
): string {
  return renderToStaticMarkup(
    sheet.collectStyles(
      <>
        <VerifyingUserOverlay />
        <BeforeAppStatus />
        <LoginBeforeApp />
        {searchPanels && <RoomsBeforeApp />}
        {searchPanels && <DatesBeforeApp today={today()} />}
      </>,
    ),
    // Its own ids (the login form's fields), never one of the page's.
    { identifierPrefix: 'antes-do-app-' },
  );
}
