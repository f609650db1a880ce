import { describe, expect, it } from 'vitest';
import { attemptFor, checkWithdrawal, type WithdrawalChoice } from './withdrawalRequest';

const address = 'tb1qdestination';
const inscription = `${'ab'.repeat(32)}i0`;
const held = { sats: 50_000, tokens: [{ tick: 'ORDI', amount: '1000.5' }] };
const nothing: WithdrawalChoice = {
  asset: 'btc',
  amount: '',
  inscriptionId: undefined,
  tick: undefined,
  tokenAmount: '',
  address,
};

describe('a withdrawal to quote', () => {
  it('asks for an amount of BTC within the balance, to an address', () => {
    expect(checkWithdrawal({ ...nothing, amount: '0.0002' }, held, 12)).toEqual({
      body: { asset: 'btc', sats: 20_000, address, fee_rate: 12 },
      amountProblem: null,
    });
  });

  it('quotes nothing while the network fee rate is not known, yet still checks the amount', () => {
    expect(checkWithdrawal({ ...nothing, amount: '0.0002' }, held, null)).toEqual({ body: null, amountProblem: null });
    expect(checkWithdrawal({ ...nothing, amount: '0.0006' }, held, null).amountProblem).toBe('overBalance');
    const token = { ...nothing, asset: 'brc20', tick: 'ORDI', tokenAmount: '2' } as const;
    expect(checkWithdrawal(token, held, null).body).toBeNull();
    const piece = { ...nothing, asset: 'inscription', inscriptionId: inscription } as const;
    expect(checkWithdrawal(piece, held, null).body).toBeNull();
    expect(checkWithdrawal(piece, held, 3).body).toEqual({
      asset: 'inscription',
      inscription_id: inscription,
      address,
      fee_rate: 3,
    });
  });

  it('says what is wrong with the amount once one is typed', () => {
    const check = (amount: string) => checkWithdrawal({ ...nothing, amount }, held, 12);
    expect(check('')).toEqual({ body: null, amountProblem: null });
    const btc = { kind: 'btc' };
    expect(check('0.1.2').amountProblem).toEqual({
      kind: 'amount',
      reading: { ok: false, problem: 'notANumber' },
      field: btc,
    });
    expect(check('0').amountProblem).toEqual({ kind: 'amount', reading: { ok: false, problem: 'zero' }, field: btc });
    expect(check('00.1').amountProblem).toEqual({
      kind: 'amount',
      reading: { ok: false, problem: 'leadingZero', suggestion: '0.1' },
      field: btc,
    });
    expect(check('0.0006')).toEqual({ body: null, amountProblem: 'overBalance' });
  });

  it('waits for an address, and for a chosen inscription', () => {
    expect(checkWithdrawal({ ...nothing, amount: '0.0002', address: ' ' }, held, 12).body).toBeNull();
    expect(checkWithdrawal({ ...nothing, asset: 'inscription' }, held, 12).body).toBeNull();
    expect(
      checkWithdrawal({ ...nothing, asset: 'inscription', amount: '9', inscriptionId: inscription }, held, 12),
    ).toEqual({
      body: { asset: 'inscription', inscription_id: inscription, address, fee_rate: 12 },
      amountProblem: null,
    });
  });
});

describe('a BRC-20 withdrawal to quote', () => {
  const tokens = (tokenAmount: string, tick: string | undefined = 'ORDI') =>
    checkWithdrawal({ ...nothing, asset: 'brc20', tick, tokenAmount }, held, 12);

  it('asks for an amount of a held tick, up to all of it, to an address', () => {
    expect(tokens(' 1000.5 ')).toEqual({
      body: { asset: 'brc20', token: { tick: 'ORDI', amount: '1000.5' }, address, fee_rate: 12 },
      amountProblem: null,
    });
    expect(tokens('0.25').body).toMatchObject({ token: { tick: 'ORDI', amount: '0.25' } });
  });

  it('compares with the holding exactly, and says what is wrong with the amount', () => {
    expect(tokens('1000.500000000000000001')).toEqual({ body: null, amountProblem: 'overHeld' });
    const token = { kind: 'token', decimals: 18 };
    expect(tokens('0').amountProblem).toEqual({
      kind: 'amount',
      reading: { ok: false, problem: 'zero' },
      field: token,
    });
    expect(tokens('10 ORDI').amountProblem).toEqual({
      kind: 'amount',
      reading: { ok: false, problem: 'notANumber' },
      field: token,
    });
    expect(tokens('')).toEqual({ body: null, amountProblem: null });
  });

  it('waits for a held tick and an address', () => {
    const choice = { ...nothing, asset: 'brc20' as const, tokenAmount: '5' };
    expect(checkWithdrawal(choice, held, 12)).toEqual({ body: null, amountProblem: null });
    expect(tokens('5', 'SATS')).toEqual({ body: null, amountProblem: null });
    expect(checkWithdrawal({ ...choice, tick: 'ORDI', address: '' }, held, 12)).toEqual({
      body: null,
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
