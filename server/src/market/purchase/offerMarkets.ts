import type { NetworkName } from '@ordmarket/protocol';
import { brc20Offers } from './brc20Offers';
import { nftOffers } from './nftOffers';
import type { OfferMarket } from './offers';

/** Both order books with the path prefix of their routes: a trade route made for each answers in both markets. */
export const offerMarkets = (network: NetworkName): Array<[prefix: string, market: OfferMarket]> => [
  ['/btc/ordinals', nftOffers(network)],
  ['/btc/brc_20', brc20Offers(network)],
];
