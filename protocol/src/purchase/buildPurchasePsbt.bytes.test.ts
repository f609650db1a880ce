import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, it } from 'vitest';
import type { SpendKind } from '../address/keySpend';
import { bytesToHex } from '../bytes';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { dummies, listed, sellerPayTo, testBuyer, utxo } from './testing/purchaseFixtures';

// SHA-256 of the PSBTs the builder made while it still added each input whole (quadratic in the sweep's size):
// the bytes a wallet is asked to sign must not change with how fast they are built.
const builtBefore: Record<SpendKind, Record<1 | 9, string>> = {
  p2tr: {
    1: '601945fd5a7705de2bc9e26cc80efe372a4f5f29b23af230a0348285e83a690e',
    9: 'dce6697b7bd3e1ba9b251d07da34a86d4dc022831b2547c64a4a7a38a98780ae',
  },
  p2wpkh: {
    1: 'b82e3589cf8a31c5a3810e767aa8601dc89d1d9b6406437d205175b20f43c225',
    9: '9bbca2e1da4d1023405ae406f889bcdd505bf84e8fc8ffdc7db18e5f13c488c9',
  },
  'p2sh-p2wpkh': {
    1: 'c2f107f57ddfc0a50bdf54852fb99c930b6c4417764d63d86f13bd9fc6d9bc7d',
    9: 'f9635ff16b536edfc06da49579ba83e87c042008f8c12fa8d95e390c30b1197e',
  },
};

describe('buildPurchasePsbt bytes', () => {
  describe.each<SpendKind>(['p2tr', 'p2wpkh', 'p2sh-p2wpkh'])('a %s buyer', (kind) => {
    const who = testBuyer(42, kind);
    it.each([1, 9] as const)('builds the same PSBT as before for a purchase of %i', (count) => {
      // Sellers alternate taproot and native segwit; both fees are charged, so every kind of output is there.
      const listings = Array.from({ length: count }, (_, n) =>
        listed(n + 1, 10_000n * BigInt(n + 1), n % 2 === 0 ? 'p2tr' : 'p2wpkh'),
      );
      const plan = buildPurchasePsbt({
        listings,
        buyer: {
          ordinalsAddress: who.ordinalsAddress,
          payment: who.payment,
          utxos: [...dummies(count + 1), utxo(20, 60_000n), utxo(21, 900_000n)],
        },
        feeRate: 12n,
        network: 'testnet',
        serviceFee: { sats: 2_000n, address: sellerPayTo },
        royaltyFee: { sats: 1_000n, address: sellerPayTo },
      });
      expect(plan.psbt.txInputs).toHaveLength(2 * count + 2);
      expect(bytesToHex(sha256(plan.psbt.toBuffer()))).toBe(builtBefore[kind][count]);
    });
  });
});
