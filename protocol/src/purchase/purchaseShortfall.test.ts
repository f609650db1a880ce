import { describe, expect, it } from 'vitest';
import { PurchaseShortfall } from './purchaseShortfall';

describe('PurchaseShortfall', () => {
  it("says the spec's funds message, and from before a first transaction the same amount missing", () => {
    const after = new PurchaseShortfall({ price: 13_000n, fees: 2_076n, balance: 4_320n, required: 15_076n });
    expect(after.code).toBe('not-enough-funds');
    expect(after.message).toBe(
      'Not enough funds: price 0.00013000 BTC + fees 0.00002076 BTC = 0.00015076 BTC required; ' +
        'balance 0.00004320 BTC; missing 0.00010756 BTC',
    );
    expect(after.before(1_680n).message).toBe(
      'Not enough funds: price 0.00013000 BTC + fees 0.00003756 BTC = 0.00016756 BTC required; ' +
        'balance 0.00006000 BTC; missing 0.00010756 BTC',
    );
  });
});
