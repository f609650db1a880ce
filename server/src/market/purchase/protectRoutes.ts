import { bytesToHex, maxSweep } from '@ordmarket/protocol';
import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { inscriptionIdField } from '../nft/marketFields';
import { prepareLock, sendLock } from './protectInscriptions';
import { payerFields, payerOf, publicKeyField, signedPsbtField } from './tradeFields';

const tag = 'trading';

/**
 * Protected listings: the market's co-signing key, and the seller's lock of their inscriptions, built by the market,
 * signed by the wallet, then stored and broadcast by the market like every transaction it sends.
 */
export const protectRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, chain, purchases: policy, config },
) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/ordinals/protection_terms',
    summary: "The market's co-signing key, x-only hex: a protected listing's lock needs it with the seller's own key",
    tag,
    auth: 'none',
    body: z.object({}).strict().optional(),
    data: z.object({ market_key: z.string() }),
    handler: () => Promise.resolve({ market_key: bytesToHex(policy.coSigner.publicKey) }),
  });

  apiRoute(app, {
    path: '/btc/ordinals/prepare_protect',
    summary: 'Builds the transaction that moves inscriptions into the lock of protected listings, at the rate asked',
    tag,
    auth: 'required',
    body: z
      .object({
        inscription_ids: z.array(inscriptionIdField).min(1).max(maxSweep),
        ordinals_public_key: publicKeyField,
        ...payerFields(config.NETWORK),
      })
      .strict(),
    data: z.object({
      transaction_id: z.uuid(),
      psbt: z.string(),
      sign_inputs: z.array(z.number().int()),
      network_fee: z.number().int(),
      lock_address: z.string(),
    }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const prepared = await prepareLock(db, chain, policy, {
        seller: user.address,
        inscriptionIds: [...new Set(body.inscription_ids)],
        ordinalsPublicKey: body.ordinals_public_key,
        ...payerOf(body, user),
        feeRate: body.fee_rate,
      });
      return {
        transaction_id: prepared.transactionId,
        psbt: prepared.psbt,
        sign_inputs: [...prepared.signInputs],
        network_fee: Number(prepared.feeSats),
        lock_address: prepared.lockAddress,
      };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/protect',
    summary:
      "Takes the seller's signed lock, with the protected sales signed on it: ends their ordinary listings, keeps the sales until the lock is indexed (then lists them), stores and broadcasts the lock",
    tag,
    auth: 'required',
    body: z
      .object({
        transaction_id: z.uuid(),
        psbt: signedPsbtField,
        sales: z
          .array(z.object({ inscription_id: inscriptionIdField, psbt: z.string().trim().min(1).max(200_000) }).strict())
          .max(maxSweep)
          .optional(),
      })
      .strict(),
    data: z.object({ txid: z.string(), lock_address: z.string() }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const sent = await sendLock(db, chain, policy, {
        seller: user.address,
        transactionId: body.transaction_id,
        signedPsbt: body.psbt,
        sales: (body.sales ?? []).map((sale) => ({ inscriptionId: sale.inscription_id, psbt: sale.psbt })),
      });
      return { txid: sent.txid, lock_address: sent.lockAddress };
    },
  });
};
