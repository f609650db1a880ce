import type { OrderFulfilments } from '../inscribing/orderFulfilment';
import { brc20Fulfilments } from '../market/brc20/brc20Fulfilments';
import { launchpadFulfilment } from '../market/launchpad/launchpadFulfilment';

/** What each kind of inscription order turns into once paid: the market's rules for the inscription service. */
export const orderFulfilments: OrderFulfilments = { launchpad_mint: launchpadFulfilment, ...brc20Fulfilments };
