import { authRoutes } from '../auth/authRoutes';
import { healthRoutes } from './healthRoutes';
import { activityRoutes } from '../market/nft/activityRoutes';
import { buyRoutes } from '../market/purchase/nftBuyRoutes';
import { collectionRoutes } from '../market/nft/collectionRoutes';
import { inscriptionRoutes } from '../market/nft/inscriptionRoutes';
import { mintRoutes } from '../market/nft/mintRoutes';
import { orderRoutes } from '../market/nft/orderRoutes';
import { traderRoutes } from '../market/trader/traderRoutes';
import { bannerRoutes } from '../market/public/bannerRoutes';
import { rateRoutes } from '../market/public/rateRoutes';
import { recommendRoutes } from '../market/public/recommendRoutes';
import { brc20ActivityRoutes } from '../market/brc20/activityRoutes';
import { brc20AccountRoutes } from '../market/brc20/accountRoutes';
import { brc20DeployIconRoutes } from '../market/brc20/deployIconRoutes';
import { brc20InscribeCostRoutes } from '../market/brc20/inscribeCostRoutes';
import { brc20InscribeTaskRoutes } from '../market/brc20/inscribeTaskRoutes';
import { brc20OrderRoutes } from '../market/brc20/orderRoutes';
import { brc20SellerOrderRoutes } from '../market/brc20/sellerOrderRoutes';
import { brc20TickRoutes } from '../market/brc20/tickRoutes';
import { brc20ListRoutes } from '../market/brc20/listRoutes';
import { brc20BuyRoutes } from '../market/purchase/brc20BuyRoutes';
import { dummyRoutes } from '../market/purchase/dummyRoutes';
import { onChainCancelRoutes } from '../market/purchase/onChainCancelRoutes';
import { quoteRoutes } from '../market/purchase/quoteRoutes';
import { esploraRoutes } from '../chain/esploraRoutes';
import { devnetRoutes } from '../chain/devnet/devnetRoutes';
import { ordRoutes } from '../indexer/ordRoutes';
import { coreRpcRoutes } from '../chain/devnet/core/coreRpcRoutes';
import { coreRestRoutes } from '../chain/devnet/core/coreRestRoutes';
import { realtimeRoutes } from '../realtime/realtimeRoutes';
import { contentRoutes } from '../indexer/contentRoutes';
import { opiApiRoutes } from '../indexer/brc20/opiApiRoutes';
import { previewRoutes } from '../indexer/previewRoutes';
import { boxRoutes } from '../blindBox/boxRoutes';
import { houseRoutes } from '../blindBox/houseRoutes';
import type { RouteModule } from '../http/services';

/** Every part of the API, registered in this order. */
export const routeModules: RouteModule[] = [
  healthRoutes,
  authRoutes,
  collectionRoutes,
  inscriptionRoutes,
  orderRoutes,
  activityRoutes,
  traderRoutes,
  buyRoutes,
  dummyRoutes,
  quoteRoutes,
  onChainCancelRoutes,
  mintRoutes,
  bannerRoutes,
  recommendRoutes,
  rateRoutes,
  brc20TickRoutes,
  brc20OrderRoutes,
  brc20SellerOrderRoutes,
  brc20AccountRoutes,
  brc20ListRoutes,
  brc20BuyRoutes,
  brc20ActivityRoutes,
  brc20InscribeCostRoutes,
  brc20InscribeTaskRoutes,
  brc20DeployIconRoutes,
  houseRoutes,
  boxRoutes,
  esploraRoutes,
  devnetRoutes,
  ordRoutes,
  coreRpcRoutes,
  coreRestRoutes,
  realtimeRoutes,
  contentRoutes,
  opiApiRoutes,
  previewRoutes,
];
