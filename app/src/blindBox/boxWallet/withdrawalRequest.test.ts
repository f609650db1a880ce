import { describe, expect, it } from 'vitest';
import { attemptFor, checkWithdrawal } from './withdrawalRequest';

const address = 'tb1qdestination';
const inscription = `${'ab'.repeat(32)}i0`;

describe('a withdrawal to quote', () => {
  it('asks for an amount of BTC within the balance, to an address', () => {
    expect(checkWithdrawal({ asset: 'btc', amount: '0.0002', inscriptionId: undefined, address }, 50_000, 12)).toEqual({
      body: { asset: 'btc', sats: 20_000, address, fee_rate: 12 },
      amountProblem: null,
    });
  });

  it('says what is wrong with the amount once one is typed', () => {
    const check = (amount: string) =>
      checkWithdrawal({ asset: 'btc', amount, inscriptionId: undefined, address }, 50_000, 12);
    expect(check('')).toEqual({ body: null, amountProblem: null });
    expect(check('0.1.2').amountProblem).toBe('notBtc');
    expect(check('0').amountProblem).toBe('zero');
    expect(check('0.0006')).toEqual({ body: null, amountProblem: 'overBalance' });
  });

  it('waits for an address, and for a chosen inscription', () => {
    expect(
      checkWithdrawal({ asset: 'btc', amount: '0.0002', inscriptionId: undefined, address: ' ' }, 50_000, 12).body,
    ).toBeNull();
    expect(
      checkWithdrawal({ asset: 'inscription', amount: '', inscriptionId: undefined, address }, 0, 12).body,
    ).toBeNull();
    expect(checkWithdrawal({ asset: 'inscription', amount: '9', inscriptionId: inscription, address }, 0, 12)).toEqual({
      body: { asset: 'inscription', inscription_id: inscription, address, fee_rate: 12 },
      amountProblem: null,
    });
  });
});

describe('a withdrawal’s idempotency key', () => {
  it('is reused by a retry of the same withdrawal and new for any other', () => {
    let made = 0;
    const fresh = () => `key-${++made}`;
    const first = attemptFor(null, '{"sats":1}', fresh);
    expect(first).toEqual({ request: '{"sats":1}', key: 'key-1' });
    expect(attemptFor(first, '{"sats":1}', fresh)).toBe(first);
    expect(attemptFor(first, '{"sats":2}', fresh)).toEqual({ request: '{"sats":2}', key: 'key-2' });
  });
});
