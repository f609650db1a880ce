import { describe, expect, it } from 'vitest';
import { testAddresses } from '../address/testing/testAddresses';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { estimatePurchaseCosts, taprootPaymentEstimate } from './estimatePurchaseCosts';
import { dummies, listed, sellerPayTo, testBuyer, utxo } from './testing/purchaseFixtures';
import type { SpendKind } from '../address/keySpend';

describe('estimatePurchaseCosts', () => {
  it.each<[SpendKind, number]>([
    ['p2tr', 1],
    ['p2tr', 9],
    ['p2wpkh', 3],
    ['p2sh-p2wpkh', 2],
  ])('names what the builder charges a %s buyer paying from one coin (%i listings)', (kind, count) => {
    const buyer = testBuyer(45, kind);
    const listings = Array.from({ length: count }, (_, n) =>
      listed(n + 1, 20_000n * BigInt(n + 1), n % 2 ? 'p2wpkh' : 'p2tr'),
    );
    const fees = {
      serviceFee: { sats: 4_000n, address: testAddresses('testnet').p2wsh },
      royaltyFee: { sats: 9_000n, address: sellerPayTo },
    };
    const plan = buildPurchasePsbt({
      listings,
      buyer: {
        ordinalsAddress: buyer.ordinalsAddress,
        payment: buyer.payment,
        utxos: [...dummies(count + 1), utxo(40, 9_000_000n)],
      },
      feeRate: 7n,
      network: 'testnet',
      ...fees,
    });
    const estimate = estimatePurchaseCosts({
      listings,
      payment: { ...buyer.payment, scriptBytes: buyer.payment.script.length },
      ordinalsScriptBytes: 34,
      feeRate: 7n,
      network: 'testnet',
      ...fees,
    });
    expect(estimate).toEqual(plan.costs);
  });

  it("sizes a visitor's cart as a taproot payer's", () => {
    const listings = [listed(1, 50_000n)];
    const buyer = testBuyer(46);
    const plan = buildPurchasePsbt({
      listings,
      buyer: {
        ordinalsAddress: buyer.ordinalsAddress,
        payment: buyer.payment,
        utxos: [...dummies(2), utxo(40, 900_000n)],
      },
      feeRate: 3n,
      network: 'testnet',
    });
    const estimate = estimatePurchaseCosts({
      listings,
      payment: taprootPaymentEstimate,
      ordinalsScriptBytes: 34,
      feeRate: 3n,
      network: 'testnet',
    });
    expect(estimate.networkFee).toBe(plan.costs.networkFee);
  });
});
