/**
 * GET /ws — the live market feed over a websocket. JSON text frames.
 *
 * Server → client
 *   {type:'hello', network, tip_height}                  first frame (tip_height null if the chain does not answer)
 *   {type:'block', height, hash, time}                   topic 'blocks'
 *   {type:'listing', action, market, order_id, ...}      topic 'listings' (action: listed | repriced | pending |
 *                                                        delisted | invalidated | replaced)
 *   {type:'sale', market, order_id, price, buyer, ...}   topic 'sales'
 *   {type:'order_status', market, order_id, status, txid} topic 'orders'
 *   {type:'subscriptions', subscriptions:{topic: filter}} answer to every subscribe / unsubscribe
 *   {type:'error', code, msg}                            a bad client message (code: bad_json | bad_message |
 *                                                        binary_not_supported); the socket stays open
 * Client → server
 *   {op:'subscribe', topics:[...], collection_id?, tick?, order_id?}
 *   {op:'unsubscribe', topics:[...]}
 *   Topics: blocks, listings, sales, orders. A new socket gets every topic; the first subscribe replaces that
 *   default with what it names, later ones add topics or replace a topic's filter. A filter field narrows only
 *   the events that carry it (blocks carry none, orders only order_id); ticks compare case-insensitively.
 * Limits (socketLimits.ts): ping every 30 s, a socket that missed the last pong is terminated; a client whose
 *   unsent messages pass 1 MiB is closed with 1013; more than 20 sockets from one IP are closed with 1008;
 *   messages over 4 KiB close with 1009. On shutdown every socket is closed with 1001.
 */
import type { RouteModule } from '../http/services';
import { registerMarketSocket } from './registerMarketSocket';
import { socketLimits } from './socketLimits';

export const realtimeRoutes: RouteModule<'chain' | 'feed'> = (app, { feed, chain }) => {
  registerMarketSocket(app, {
    feed,
    network: chain.network,
    tipHeight: () => chain.tipHeight(),
    limits: socketLimits,
  });
};
