import { feature } from '../http/services';
import { coreRestRoutes } from './devnet/core/coreRestRoutes';
import { coreRpcRoutes } from './devnet/core/coreRpcRoutes';
import { devnetRoutes } from './devnet/devnetRoutes';
import { esploraRoutes } from './esploraRoutes';

/** The chain's sources as the app and wallets read them (Esplora), and on the devnet its faucet and Bitcoin Core's RPC and REST. */
export const chainFeature = feature(esploraRoutes, devnetRoutes, coreRpcRoutes, coreRestRoutes);
