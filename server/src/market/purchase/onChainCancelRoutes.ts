import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { offerMarkets } from './offerMarkets';
import { prepareOnChainCancel, sendOnChainCancel } from './onChainCancel';
import { payerFields, payerOf, publicKeyField, signedPsbtField } from './tradeFields';

const tag = 'trading';

/**
 * A seller's on-chain cancel, for NFT listings and BRC-20 orders alike: the inscription goes back to the seller's own
 * address, so the output the listing signature spends is gone for good. The listing ends at once.
 */
export const onChainCancelRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, chain, purchases: policy, config },
) => {
  const { db } = database;
  for (const [prefix, market] of offerMarkets(config.NETWORK)) {
    apiRoute(app, {
      path: `${prefix}/prepare_cancel_on_chain`,
      summary:
        'Builds the transaction that sends a listed inscription back to its seller, voiding the listing for good',
      tag,
      auth: 'required',
      body: z
        .object({ order_id: z.uuid(), ordinals_public_key: publicKeyField, ...payerFields(config.NETWORK) })
        .strict(),
      data: z.object({
        transaction_id: z.uuid(),
        psbt: z.string(),
        sign_inputs: z.array(z.number().int()),
        network_fee: z.number().int(),
      }),
      rateLimitAddress: (_body, user) => user?.address,
      handler: async ({ body, user }) => {
        const prepared = await prepareOnChainCancel(db, chain, market, policy, {
          seller: user.address,
          orderId: body.order_id,
          ordinalsPublicKey: body.ordinals_public_key,
          ...payerOf(body, user),
          feeRate: body.fee_rate,
        });
        return {
          transaction_id: prepared.transactionId,
          psbt: prepared.psbt,
          sign_inputs: [...prepared.signInputs],
          network_fee: Number(prepared.feeSats),
        };
      },
    });

    apiRoute(app, {
      path: `${prefix}/cancel_on_chain`,
      summary: "Takes the seller's signed cancel: delists at once, then stores and broadcasts it (safe to retry)",
      tag,
      auth: 'required',
      body: z.object({ transaction_id: z.uuid(), psbt: signedPsbtField }).strict(),
      data: z.object({ txid: z.string(), order_id: z.string() }),
      rateLimitAddress: (_body, user) => user?.address,
      handler: async ({ body, user }) => {
        const sent = await sendOnChainCancel(db, chain, market, policy, {
          seller: user.address,
          transactionId: body.transaction_id,
          signedPsbt: body.psbt,
        });
        return { txid: sent.txid, order_id: sent.orderId };
      },
    });
  }
};
