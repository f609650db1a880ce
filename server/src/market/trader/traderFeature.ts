import { feature } from '../../http/services';
import { traderRoutes } from './traderRoutes';

/** A trader's own orders and activity across both markets. */
export const traderFeature = feature(traderRoutes);
