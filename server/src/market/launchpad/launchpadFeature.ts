import { feature } from '../../http/services';
import { mintRoutes } from './mintRoutes';

/** The launchpad: mints, their prices and orders. */
export const launchpadFeature = feature(mintRoutes);
