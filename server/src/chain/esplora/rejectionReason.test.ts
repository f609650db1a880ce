import { describe, expect, it } from 'vitest';
import { rejectionReason } from './rejectionReason';

describe('rejectionReason', () => {
  it("extracts bitcoind's message from Esplora's RPC error text", () => {
    expect(
      rejectionReason('sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-missingorspent"}'),
    ).toBe('bad-txns-inputs-missingorspent');
    expect(
      rejectionReason('sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 110 < 141"}\n'),
    ).toBe('min relay fee not met, 110 < 141');
  });

  it('keeps any other text as sent', () => {
    expect(rejectionReason(' Invalid hex string \n')).toBe('Invalid hex string');
    expect(rejectionReason('error {not json')).toBe('error {not json');
    expect(rejectionReason('')).toBe('transaction rejected');
  });
});
