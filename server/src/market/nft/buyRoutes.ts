import { maxSweep } from '@ordmarket/protocol';
import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { feeRateField, orderIdField, txidField } from './marketFields';
import { orderSchema } from './orderView';
import { prepareDummies } from './purchaseDummies';
import { startPurchase, type StartedPurchase } from './purchaseStart';
import { cancelPurchase, recordPurchaseTx } from './purchaseState';

const tag = 'nft market';
/** A sweep buys up to 9 listings in one transaction (spec §9). */
const orderIds = z.array(orderIdField).min(1).max(maxSweep);
const one = z.object({ order_id: orderIdField }).strict();
const many = z.object({ order_ids: orderIds }).strict();
const ordersData = z.object({ items: z.array(orderSchema) });
/** What the wallet needs to sign: the payment key (compressed, or x-only for taproot) and the fee rate. */
const payer = {
  fee_rate: feeRateField,
  public_key: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(0[23])?[0-9a-f]{64}$/, 'must be a public key in hex (33-byte compressed or 32-byte x-only)'),
};
const purchaseFields = {
  /** Base64; the sellers' inputs are already signed and final. */
  psbt: z.string(),
  /** The inputs the buyer's wallet signs (SIGHASH_ALL / DEFAULT). */
  buyer_inputs: z.array(z.number().int()),
  network_fee: z.number().int(),
  virtual_size: z.number().int(),
};
const purchaseOf = (started: StartedPurchase) => ({
  psbt: started.psbt,
  buyer_inputs: started.buyerInputs,
  network_fee: Number(started.feeSats),
  virtual_size: Number(started.virtualSize),
});

/** Buying one listing or a sweep, and the buyer's cancel and payment reports (spec §7, §4 "Buy flow"). */
export const buyRoutes: RouteModule = (app, kit, services) => {
  const { database } = services;
  const { db } = database;
  const { chain } = services;
  const byBuyer = (_body: unknown, user: { address: string } | undefined) => user?.address;

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals',
    summary: 'Starts buying one listing',
    tag,
    auth: 'required',
    body: one.extend(payer),
    data: orderSchema.extend(purchaseFields),
    rateLimitAddress: byBuyer,
    handler: async ({ body, user }) => {
      const started = await startPurchase(db, chain, {
        orderIds: [body.order_id],
        buyer: user.address,
        publicKeyHex: body.public_key,
        feeRate: body.fee_rate,
      });
      const [order] = started.orders;
      if (!order) throw new Error('startPurchase answered no order');
      return { ...order, ...purchaseOf(started) };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals_list',
    summary: 'Starts buying several listings in one transaction (sweep, at most 9)',
    tag,
    auth: 'required',
    body: many.extend(payer),
    data: ordersData.extend(purchaseFields),
    rateLimitAddress: byBuyer,
    handler: async ({ body, user }) => {
      const started = await startPurchase(db, chain, {
        orderIds: body.order_ids,
        buyer: user.address,
        publicKeyHex: body.public_key,
        feeRate: body.fee_rate,
      });
      return { items: started.orders, ...purchaseOf(started) };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/prepare_dummy_utxos',
    summary: "Builds the transaction that splits the buyer's funds into the dummy UTXOs a purchase needs",
    tag,
    auth: 'required',
    body: z
      .object({
        count: z
          .number()
          .int()
          .min(2)
          .max(maxSweep + 1),
        ...payer,
      })
      .strict(),
    data: z.object({ psbt: z.string(), buyer_inputs: z.array(z.number().int()), network_fee: z.number().int() }),
    rateLimitAddress: byBuyer,
    handler: async ({ body, user }) => {
      const prepared = await prepareDummies(db, chain, {
        buyer: user.address,
        publicKeyHex: body.public_key,
        count: body.count,
        feeRate: body.fee_rate,
      });
      return { psbt: prepared.psbt, buyer_inputs: prepared.buyerInputs, network_fee: Number(prepared.feeSats) };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/cancel_buy_ordinals',
    summary: 'Gives up a purchase before paying; the listing is for sale again',
    tag,
    auth: 'required',
    body: one,
    data: orderSchema,
    handler: async ({ body, user }) => {
      const [order] = await cancelPurchase(db, [body.order_id], user.address);
      if (!order) throw new Error('cancelPurchase answered no order');
      return order;
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/cancel_buy_ordinals_list',
    summary: 'Gives up a sweep before paying',
    tag,
    auth: 'required',
    body: many,
    data: ordersData,
    handler: async ({ body, user }) => ({ items: await cancelPurchase(db, body.order_ids, user.address) }),
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals_send_success',
    summary: 'Records the purchase transaction the buyer broadcast',
    tag,
    auth: 'required',
    body: one.extend({ txid: txidField }),
    data: orderSchema,
    handler: async ({ body, user }) => {
      const request = { orderIds: [body.order_id], buyer: user.address, txid: body.txid };
      const [order] = await recordPurchaseTx(db, chain, request);
      if (!order) throw new Error('recordPurchaseTx answered no order');
      return order;
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals_list_send_success',
    summary: 'Records the sweep transaction the buyer broadcast',
    tag,
    auth: 'required',
    body: many.extend({ txid: txidField }),
    data: ordersData,
    handler: async ({ body, user }) => ({
      items: await recordPurchaseTx(db, chain, { orderIds: body.order_ids, buyer: user.address, txid: body.txid }),
    }),
  });
};
