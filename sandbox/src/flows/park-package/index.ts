import type { ParkPackage } from '../../booking/park-package-port';
import { holdPackageTickets } from './package-hold';
import { withParkPackages } from './package-offer';

/** The package's part of the booking's hold and search (booking/park-package-port.ts). */
export const parkPackage: ParkPackage = {
  holdTickets: holdPackageTickets,
  withOffers: withParkPackages,
};
