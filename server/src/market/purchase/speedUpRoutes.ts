import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { feeRateField, txidField } from '../nft/marketFields';
import { offerMarkets } from './offerMarkets';
import { prepareSpeedUp, sendSpeedUp } from './speedUpPurchase';
import { signedPsbtField } from './tradeFields';
import { listWaitingPurchases, waitingPurchaseSchema } from './waitingPurchases';

const tag = 'trading';

/**
 * A buyer's fee bump of a purchase waiting in the mempool, in either market: the same purchase at a higher rate from
 * the same coins, which the market co-signs for a protected listing and relays in the waiting one's place.
 */
export const speedUpRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, chain, purchases: policy, config },
) => {
  const { db } = database;
  for (const [prefix, market] of offerMarkets(config.NETWORK)) {
    apiRoute(app, {
      path: `${prefix}/get_my_waiting_purchases`,
      summary: "The signed-in buyer's purchases the chain has and no block holds yet, with the rate each pays",
      tag,
      auth: 'required',
      body: z.object({}).strict(),
      data: z.object({ items: z.array(waitingPurchaseSchema) }),
      handler: async ({ user }) => ({ items: await listWaitingPurchases(db, market, user.address) }),
    });

    apiRoute(app, {
      path: `${prefix}/prepare_speed_up`,
      summary: 'Builds a waiting purchase again at a higher fee rate, from the same coins, for the wallet to sign',
      tag,
      auth: 'required',
      body: z.object({ txid: txidField, fee_rate: feeRateField }).strict(),
      data: z.object({
        purchase_id: z.uuid(),
        psbt: z.string(),
        buyer_inputs: z.array(z.number().int()),
        network_fee: z.number().int(),
        virtual_size: z.number().int(),
      }),
      rateLimitAddress: (_body, user) => user?.address,
      handler: async ({ body, user }) => {
        const prepared = await prepareSpeedUp(db, market, policy, {
          buyer: user.address,
          txid: body.txid,
          feeRate: body.fee_rate,
        });
        return {
          purchase_id: prepared.purchaseId,
          psbt: prepared.psbt,
          buyer_inputs: [...prepared.signInputs],
          network_fee: Number(prepared.networkFee),
          virtual_size: Number(prepared.virtualSize),
        };
      },
    });

    apiRoute(app, {
      path: `${prefix}/speed_up`,
      summary: "Takes the buyer's signed fee bump: checked, stored, relayed; it then is the purchase (safe to retry)",
      tag,
      auth: 'required',
      body: z.object({ txid: txidField, psbt: signedPsbtField }).strict(),
      data: z.object({ txid: z.string() }),
      rateLimitAddress: (_body, user) => user?.address,
      handler: async ({ body, user }) =>
        sendSpeedUp(db, chain, market, policy, { buyer: user.address, txid: body.txid, signedPsbt: body.psbt }),
    });
  }
};
