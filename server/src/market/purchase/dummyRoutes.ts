import { maxSweep } from '@ordmarket/protocol';
import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { prepareDummies, sendDummies } from './dummyPreparation';
import { payerFields, payerOf, signedPsbtField } from './tradeFields';

const tag = 'trading';

/** A buyer's missing dummy UTXOs ("Read before purchase"): built, then signed, stored and broadcast by the market. */
export const dummyRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, chain, purchases: policy, config },
) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/ordinals/prepare_dummy_utxos',
    summary: "Builds the transaction that splits the buyer's clean coins into the dummy UTXOs a purchase needs",
    tag,
    auth: 'required',
    body: z
      .object({
        /** The dummy inputs the purchase spends (items + 1): the market makes the ones the wallet lacks. */
        count: z
          .number()
          .int()
          .min(2)
          .max(maxSweep + 1),
        ...payerFields(config.NETWORK),
      })
      .strict(),
    data: z.object({
      transaction_id: z.uuid(),
      psbt: z.string(),
      buyer_inputs: z.array(z.number().int()),
      network_fee: z.number().int(),
      /** The dummy UTXOs this transaction makes. */
      makes: z.number().int(),
    }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const prepared = await prepareDummies(db, chain, policy, {
        buyer: user.address,
        ...payerOf(body, user),
        count: body.count,
        feeRate: body.fee_rate,
      });
      return {
        transaction_id: prepared.transactionId,
        psbt: prepared.psbt,
        buyer_inputs: [...prepared.signInputs],
        network_fee: Number(prepared.feeSats),
        makes: prepared.makes,
      };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/send_dummy_utxos',
    summary: 'Takes the signed dummy transaction; the market stores and broadcasts it (safe to retry)',
    tag,
    auth: 'required',
    body: z.object({ transaction_id: z.uuid(), psbt: signedPsbtField }).strict(),
    data: z.object({ txid: z.string() }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: ({ body, user }) =>
      sendDummies(db, chain, policy, {
        buyer: user.address,
        transactionId: body.transaction_id,
        signedPsbt: body.psbt,
      }),
  });
};
