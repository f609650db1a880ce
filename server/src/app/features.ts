import { authFeature } from '../auth/authFeature';
import { blindBoxFeature } from '../blindBox/blindBoxFeature';
import { chainFeature } from '../chain/chainFeature';
import { feature, type Feature } from '../http/services';
import { indexerFeature } from '../indexer/indexerFeature';
import { brc20MarketFeature } from '../market/brc20/brc20MarketFeature';
import { launchpadFeature } from '../market/launchpad/launchpadFeature';
import { nftMarketFeature } from '../market/nft/nftMarketFeature';
import { publicFeature } from '../market/public/publicFeature';
import { purchaseFeature } from '../market/purchase/purchaseFeature';
import { traderFeature } from '../market/trader/traderFeature';
import { realtimeFeature } from '../realtime/realtimeFeature';
import { healthRoutes } from './healthRoutes';

/** Every feature of the API, each a Fastify plugin in its own context, registered in this order. */
export const features: readonly Feature[] = [
  feature(healthRoutes),
  authFeature,
  nftMarketFeature,
  traderFeature,
  purchaseFeature,
  launchpadFeature,
  publicFeature,
  brc20MarketFeature,
  blindBoxFeature,
  chainFeature,
  indexerFeature,
  realtimeFeature,
];
