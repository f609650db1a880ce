import { feature } from '../../http/services';
import { activityRoutes } from './activityRoutes';
import { collectionRoutes } from './collectionRoutes';
import { inscriptionRoutes } from './inscriptionRoutes';
import { orderRoutes } from './orderRoutes';

/** The NFT market: collections and their items, an inscription's page, listing and its orders, and activity. */
export const nftMarketFeature = feature(collectionRoutes, inscriptionRoutes, orderRoutes, activityRoutes);
