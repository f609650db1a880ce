import type { NetworkName } from '@ordmarket/protocol';
import { z } from 'zod';
import { addressField, feeRateField } from '../nft/marketFields';
import type { StartedPurchase } from './startPurchase';
import { unixSeconds } from '../../http/jsonValues';

/** A public key in hex, as wallets report it: 33-byte compressed, or 32-byte x-only for taproot. */
export const publicKeyField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(0[23])?[0-9a-f]{64}$/, 'must be a public key in hex (33-byte compressed or 32-byte x-only)');

/** A PSBT a wallet signed, base64 (or hex). */
export const signedPsbtField = z.string().trim().min(1).max(400_000);

/**
 * Who pays and at what rate: `public_key` is the payment key; `payment_address` the address it pays from when it is
 * not the signed-in one (Xverse keeps payments apart from ordinals).
 */
export const payerFields = (network: NetworkName) => ({
  fee_rate: feeRateField,
  public_key: publicKeyField,
  payment_address: addressField(network).optional(),
});

const sats = z.number().int().min(0);

/** What a started purchase answers, in either market: the PSBT to sign (no seller signature in it) and every cost. */
export const purchaseFields = {
  purchase_id: z.uuid(),
  /** Base64, every input unsigned: the wallet signs `buyer_inputs`; the market merges the sellers' signatures. */
  psbt: z.string(),
  buyer_inputs: z.array(z.number().int()),
  subtotal: sats,
  network_fee: sats,
  virtual_size: z.number().int(),
  /** The spec's buy fee object: each fee as paid, 0 and null when not charged. */
  service_fee_sta: sats,
  service_received_addr: z.string().nullable(),
  royalty_fee_sta: sats,
  royalty_received_addr: z.string().nullable(),
  /** What leaves the buyer's wallet: prices, fees and the network fee. */
  total: sats,
  /** When the hold on the listings ends (unix seconds). */
  expires_at: z.number().int(),
};

export function purchaseAnswer(started: StartedPurchase) {
  const { costs } = started;
  return {
    purchase_id: started.purchaseId,
    psbt: started.psbt,
    buyer_inputs: [...started.buyerInputs],
    subtotal: Number(costs.subtotal),
    network_fee: Number(costs.networkFee),
    virtual_size: Number(costs.virtualSize),
    service_fee_sta: Number(costs.serviceFee),
    service_received_addr: started.serviceFee?.address ?? null,
    royalty_fee_sta: Number(costs.royaltyFee),
    royalty_received_addr: started.royaltyFee?.address ?? null,
    total: Number(costs.total),
    expires_at: unixSeconds(started.expiresAt),
  };
}

/** Who pays, from a payer body and the signed-in user. */
export const payerOf = (
  body: { public_key: string; payment_address?: string | undefined },
  user: { address: string },
) => ({ paymentAddress: body.payment_address ?? user.address, paymentPublicKey: body.public_key });
