import type { ComponentType } from 'react';
import {
  Navigate,
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { RequireCompletedBooking } from './guards/require-completed-booking';
import { BareLayout } from './layouts/bare-layout';
import { HeaderLayout } from './layouts/header-layout';
import * as headerLayoutLoader from './layouts/header-layout.loader';
import { RouteError } from './layouts/route-error';
import { RouteSpinner } from './layouts/route-spinner';

type PageModule = Promise<{ default: ComponentType }>;
type LoaderModule = Promise<{ loader: LoaderFunction }>;

/**
 * Every page is lazy. The page's code and its loader's module are fetched in parallel,
 * and the loader's data request starts as soon as its (tiny) module arrives, so there is
 * no code-then-data waterfall.
 */
function page(component: () => PageModule, loader?: () => LoaderModule): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: async () => (await component()).default,
      ...(loader ? { loader: async () => (await loader()).loader } : {}),
    },
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: RouteSpinner,
    children: [
      {
        element: <HeaderLayout />,
        loader: headerLayoutLoader.loader,
        shouldRevalidate: headerLayoutLoader.shouldRevalidate,
        children: [
          {
            path: paths.home.path,
            ...page(
              () => import('./routes/home'),
              () => import('./routes/home.loader'),
            ),
          },
          {
            path: paths.hotels.path,
            ...page(() => import('./routes/hotels')),
          },
          {
            path: paths.hotel.path,
            ...page(
              () => import('./routes/hotel'),
              () => import('./routes/hotel.loader'),
            ),
          },
          {
            path: paths.park.path,
            ...page(
              () => import('./routes/park'),
              () => import('./routes/park.loader'),
            ),
          },
          { path: paths.hotelSearch.path, ...page(() => import('./routes/hotel-search')) },
          {
            path: paths.hotelSearchLink.path,
            ...page(() => import('./routes/hotel-search-link')),
          },
          {
            path: paths.info.path,
            ...page(
              () => import('./routes/info'),
              () => import('./routes/info.loader'),
            ),
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            path: paths.termsOfUse.path,
            ...page(
              () => import('./routes/terms-of-use'),
              () => import('./routes/terms-of-use.loader'),
            ),
          },
          { path: paths.links.path, ...page(() => import('./routes/links')) },
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
          { path: paths.checkout.path, ...page(() => import('./routes/checkout')) },
          { path: paths.checkoutReview.path, ...page(() => import('./routes/checkout-review')) },
          { path: paths.payment.path, ...page(() => import('./routes/payment')) },
          {
            // SPEC §2: exists only while at least one completed booking is held.
            element: <RequireCompletedBooking />,
            children: [
              {
                path: paths.bookingCompleted.path,
                ...page(() => import('./routes/booking-completed')),
              },
            ],
          },
          { path: paths.preCheckIn.path, ...page(() => import('./routes/pre-check-in')) },
          { path: paths.voucherRoomList.path, ...page(() => import('./routes/voucher-roomlist')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.account.path, ...page(() => import('./routes/account')) },
              {
                path: paths.accountReservations.path,
                ...page(() => import('./routes/account-reservations')),
              },
            ],
          },
          // Not behind RequireAuth: logging out flips the session mid-route, and the generic
          // user must still get 'Api generica não pode fazer Logout!' (SPEC §8).
          { path: paths.logout.path, ...page(() => import('./routes/logout')) },
        ],
      },
      // SPEC §2: any unknown path redirects to /.
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
