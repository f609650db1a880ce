import { feature } from '../../http/services';
import { brc20AccountRoutes } from './accountRoutes';
import { brc20ActivityRoutes } from './activityRoutes';
import { brc20DeployIconRoutes } from './deployIconRoutes';
import { brc20InscribeCostRoutes } from './inscribeCostRoutes';
import { brc20InscribeTaskRoutes } from './inscribeTaskRoutes';
import { brc20ListRoutes } from './listRoutes';
import { brc20OrderRoutes } from './orderRoutes';
import { brc20SellerOrderRoutes } from './sellerOrderRoutes';
import { brc20TickRoutes } from './tickRoutes';

/** The BRC-20 market: ticks, their orders and activity, a seller's orders, balances, listing; and inscribing deploys, mints and transfers. */
export const brc20MarketFeature = feature(
  brc20TickRoutes,
  brc20OrderRoutes,
  brc20SellerOrderRoutes,
  brc20AccountRoutes,
  brc20ListRoutes,
  brc20ActivityRoutes,
  brc20InscribeCostRoutes,
  brc20InscribeTaskRoutes,
  brc20DeployIconRoutes,
);
