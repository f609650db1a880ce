import { feature } from '../../http/services';
import { brc20BuyRoutes } from './brc20BuyRoutes';
import { dummyRoutes } from './dummyRoutes';
import { buyRoutes } from './nftBuyRoutes';
import { onChainCancelRoutes } from './onChainCancelRoutes';
import { protectRoutes } from './protectRoutes';
import { quoteRoutes } from './quoteRoutes';
import { speedUpRoutes } from './speedUpRoutes';

/** Buying in either market: quotes, dummy coins, holding and paying listings, on-chain cancels, protected locks, fee bumps. */
export const purchaseFeature = feature(
  buyRoutes,
  dummyRoutes,
  quoteRoutes,
  onChainCancelRoutes,
  protectRoutes,
  speedUpRoutes,
  brc20BuyRoutes,
);
