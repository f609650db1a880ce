import { estimateVirtualSize } from '@ordmarket/protocol';
import { toSats } from './marketFields';

type MintPrices = { mintPriceSats: bigint; inscriptionPostageSats: bigint; serviceFeeSats: bigint };

/** Spec §3 "Pre-mint info" amounts for `mintNum` inscriptions, in sats; `tx_size` in vB. */
export interface MintCharges {
  inscription_postage: number;
  mint_price: number;
  network_fee: number;
  service_fee: number;
  tx_size: number;
}

/**
 * What a mint order costs. The size uses the spec's estimate (§9): one commit transaction paying one output per
 * inscription plus change, then one reveal per inscription (one input, one output).
 */
export function mintCharges(prices: MintPrices, mintNum: number, feeRate: number): MintCharges {
  const count = BigInt(mintNum);
  const size = estimateVirtualSize(1, mintNum + 1) + count * estimateVirtualSize(1, 1);
  return {
    inscription_postage: toSats(prices.inscriptionPostageSats * count),
    mint_price: toSats(prices.mintPriceSats * count),
    network_fee: toSats(size * BigInt(feeRate)),
    service_fee: toSats(prices.serviceFeeSats * count),
    tx_size: Number(size),
  };
}
