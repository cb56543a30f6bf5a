import type { ComponentType } from 'react';
import {
  Navigate,
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { BareLayout } from './layouts/bare-layout';
import { HeaderLayout } from './layouts/header-layout';
import * as headerLayoutLoader from './layouts/header-layout.loader';
import type { HeaderLayoutData } from './layouts/header-layout.loader';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { RouteSpinner } from './layouts/route-spinner';
import { loader as homeLoader } from './routes/home.loader';
import { loader as hotelLoader } from './routes/hotel.loader';
import { loader as infoLoader } from './routes/info.loader';
import { loader as parkLoader } from './routes/park.loader';

/** The header layout's route, whose data (the banners) the shell may carry (startup-data.ts). */
export const HEADER_LAYOUT_ROUTE_ID = 'header-layout';

type PageModule = Promise<{ default: ComponentType }>;
type LoaderModule = Promise<{ loader: LoaderFunction }>;

/**
 * Every page is lazy. The page's code and its loader's module are fetched in parallel,
 * and the loader's data request starts as soon as its (tiny) module arrives, so there is
 * no code-then-data waterfall. The pages under the header layout (the ones visitors land on,
 * whose header image is the largest paint) ship their loaders in the main bundle instead:
 * their data requests then start with the router, one round trip sooner on a slow network.
 */
function page(
  component: () => PageModule,
  loader?: () => LoaderModule,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    // While the page's code loads at start-up, its layout already shows (header, navigation,
    // search bar) with this spinner in the page's place, when the layout's own data is there.
    HydrateFallback: RouteSpinner,
    lazy: {
      Component: async () => (await component()).default,
      ...(loader ? { loader: async () => (await loader()).loader } : {}),
    },
  };
}

export const routes: RouteObject[] = [
  {
    // Moves the focus to the new page after each navigation (WCAG 2.4.3), and holds the login
    // dialog above the layouts.
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: RouteSpinner,
    children: [
      {
        id: HEADER_LAYOUT_ROUTE_ID,
        element: <HeaderLayout />,
        loader: headerLayoutLoader.loader,
        shouldRevalidate: headerLayoutLoader.shouldRevalidate,
        children: [
          {
            path: paths.home.path,
            loader: homeLoader,
            ...page(() => import('./routes/home')),
          },
          {
            path: paths.hotels.path,
            ...page(() => import('./routes/hotels')),
          },
          {
            path: paths.hotel.path,
            loader: hotelLoader,
            ...page(() => import('./routes/hotel')),
          },
          {
            path: paths.park.path,
            loader: parkLoader,
            ...page(() => import('./routes/park')),
          },
          { path: paths.hotelSearch.path, ...page(() => import('./routes/hotel-search')) },
          {
            path: paths.hotelSearchLink.path,
            ...page(() => import('./routes/hotel-search-link')),
          },
          {
            path: paths.info.path,
            loader: infoLoader,
            ...page(() => import('./routes/info')),
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          // The deposit's e-mailed links: open to all, without the header (product-rules §2).
          {
            path: paths.depositAcceptance.path,
            ...page(() => import('./routes/deposit-acceptance')),
          },
          {
            path: paths.depositConfirm.path,
            ...page(() => import('./routes/deposit-confirmation')),
          },
          {
            path: paths.clubTermsAcceptance.path,
            ...page(() => import('./routes/club-terms-acceptance')),
          },
          {
            path: paths.termsOfUse.path,
            ...page(
              () => import('./routes/terms-of-use'),
              () => import('./routes/terms-of-use.loader'),
            ),
          },
          {
            path: paths.privacyPolicy.path,
            ...page(
              () => import('./routes/privacy-policy'),
              () => import('./routes/privacy-policy.loader'),
            ),
          },
          { path: paths.links.path, ...page(() => import('./routes/links')) },
          { path: paths.accessibility.path, ...page(() => import('./routes/accessibility')) },
          {
            path: paths.agents.path,
            ...page(
              () => import('./routes/agents'),
              () => import('./routes/agents.loader'),
            ),
          },
          {
            path: paths.vipClubTest.path,
            ...page(
              () => import('./routes/vip-club-test'),
              () => import('./routes/vip-club-test.loader'),
            ),
          },
          { path: paths.register.path, ...page(() => import('./routes/register')) },
          {
            path: paths.recoverPassword.path,
            ...page(
              () => import('./routes/recover-password'),
              () => import('./routes/recover-password.loader'),
            ),
          },
          { path: paths.checkoutExtras.path, ...page(() => import('./routes/checkout-extras')) },
          { path: paths.addToStay.path, ...page(() => import('./routes/add-to-stay')) },
          { path: paths.checkout.path, ...page(() => import('./routes/checkout')) },
          { path: paths.checkoutReview.path, ...page(() => import('./routes/checkout-review')) },
          { path: paths.payment.path, ...page(() => import('./routes/payment')) },
          { path: paths.clubCheckout.path, ...page(() => import('./routes/club-checkout')) },
          {
            // product-rules §2: exists only while at least one completed booking is held. Lazy,
            // as the checkout's store it reads belongs to no first page.
            HydrateFallback: RouteSpinner,
            lazy: {
              Component: async () =>
                (await import('./guards/require-completed-booking')).RequireCompletedBooking,
            },
            children: [
              {
                path: paths.bookingCompleted.path,
                ...page(() => import('./routes/booking-completed')),
              },
            ],
          },
          { path: paths.preCheckIn.path, ...page(() => import('./routes/pre-check-in')) },
          // A recovery e-mail's two links (issue 30): public, the token is their credential.
          { path: paths.resumeBooking.path, ...page(() => import('./routes/resume-booking')) },
          { path: paths.unsubscribe.path, ...page(() => import('./routes/unsubscribe')) },
          // The review invitation's link (issue 53): public, the token is its credential.
          { path: paths.review.path, ...page(() => import('./routes/review')) },
          { path: paths.voucherRoomList.path, ...page(() => import('./routes/voucher-roomlist')) },
          // Open to all (issue 29): the login is asked at the payment, keeping the choice.
          { path: paths.tickets.path, ...page(() => import('./routes/tickets')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.account.path, ...page(() => import('./routes/account')) },
              {
                path: paths.accountReservations.path,
                ...page(() => import('./routes/account-reservations')),
              },
              {
                path: paths.accountAddToStay.path,
                ...page(() => import('./routes/account-add-to-stay')),
              },
              { path: paths.accountData.path, ...page(() => import('./routes/account-data')) },
              {
                path: paths.accountTickets.path,
                ...page(() => import('./routes/account-tickets')),
              },
              {
                path: paths.accountTicketVoucher.path,
                ...page(() => import('./routes/account-ticket-voucher')),
              },
              {
                // The club's pages: members (type 14) only; anyone else is told so. Lazy like
                // the pages it guards: no public page needs it.
                HydrateFallback: RouteSpinner,
                lazy: {
                  Component: async () =>
                    (await import('./guards/require-club-member')).RequireClubMember,
                },
                children: [
                  { path: paths.myContracts.path, ...page(() => import('./routes/my-contracts')) },
                  {
                    path: paths.bookingWaitlist.path,
                    ...page(() => import('./routes/booking-waitlist')),
                  },
                  {
                    path: paths.pointsStatement.path,
                    ...page(() => import('./routes/points-statement')),
                  },
                  { path: paths.weekDeposit.path, ...page(() => import('./routes/week-deposit')) },
                  {
                    path: paths.financialRecord.path,
                    ...page(() => import('./routes/financial-record')),
                  },
                ],
              },
            ],
          },
          // Not behind RequireAuth: logging out flips the session mid-route, and the generic
          // user must still get 'Api generica não pode fazer Logout!' (product-rules §8).
          { path: paths.logout.path, ...page(() => import('./routes/logout')) },
        ],
      },
      // product-rules §2: any unknown path redirects to /.
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

/**
 * The router of a page the browser renders itself. With the banners the server embedded in the
 * shell, the header layout starts with its data: it renders at once, before the page's code
 * has arrived, instead of waiting for the banners' request.
 */
export function createRouter(banners?: HeaderLayoutData['banners']) {
  return createBrowserRouter(
    routes,
    banners ? { hydrationData: { loaderData: { [HEADER_LAYOUT_ROUTE_ID]: { banners } } } } : {},
  );
}

export type AppRouter = ReturnType<typeof createRouter>;
