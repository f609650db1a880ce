import { describe, expect, it } from 'vitest';
import { checkDeploy, checkMint, checkTransfer, mostMints, type FieldProblem } from './inscribeFields';

const deploy = { tick: 'ordi', max: '21000000', limit: '1000', decimals: '18' };

describe('checkDeploy', () => {
  it('takes a complete deploy', () => {
    expect(checkDeploy(deploy)).toEqual({ problems: {}, isReady: true });
  });

  it('counts the tick in UTF-8 bytes: 4 or 5, whatever the characters', () => {
    expect(checkDeploy({ ...deploy, tick: 'sats5' }).problems).toEqual({});
    expect(checkDeploy({ ...deploy, tick: '🐸' }).problems).toEqual({});
    for (const tick of ['abc', 'abcdef', '🐸🐸']) {
      expect(checkDeploy({ ...deploy, tick }).problems, tick).toEqual({ tick: { kind: 'tickLength' } });
    }
  });

  it('wants decimals from 0 to 18 as whole digits', () => {
    for (const decimals of ['0', '8', '18']) expect(checkDeploy({ ...deploy, decimals }).isReady, decimals).toBe(true);
    for (const decimals of ['19', '99', '-1', '1.5', 'x']) {
      expect(checkDeploy({ ...deploy, decimals }).problems.decimals, decimals).toEqual({ kind: 'decimals' });
    }
  });

  it('wants a positive max and limit with no more decimals than the deploy allows', () => {
    expect(checkDeploy({ ...deploy, decimals: '2', max: '100.25', limit: '0.5' }).isReady).toBe(true);
    expect(checkDeploy({ ...deploy, decimals: '2', max: '100.125' }).problems).toEqual({
      max: { kind: 'amount', decimals: 2, reading: { ok: false, problem: 'tooManyDecimals' } },
    });
    for (const [value, problem] of [
      ['0', 'zero'],
      ['0.0', 'zero'],
      ['-5', 'notANumber'],
      ['1e3', 'notANumber'],
      ['1,000', 'notANumber'],
      ['.5', 'bareDecimalPoint'],
      ['007', 'leadingZero'],
      ['abc', 'notANumber'],
    ] as const) {
      const problemOf = (found: FieldProblem | undefined) =>
        found?.kind === 'amount' && !found.reading.ok ? found.reading.problem : undefined;
      expect(problemOf(checkDeploy({ ...deploy, max: value }).problems.max), value).toBe(problem);
      expect(problemOf(checkDeploy({ ...deploy, limit: value }).problems.limit), value).toBe(problem);
    }
  });

  it('keeps the limit per mint within the max supply', () => {
    expect(checkDeploy({ ...deploy, max: '1000', limit: '1000' }).isReady).toBe(true);
    expect(checkDeploy({ ...deploy, max: '1000', limit: '1000.5' }).problems).toEqual({
      limit: { kind: 'limitOverMax' },
    });
  });

  it('shows no problem for an empty field, but is not ready until every field is filled', () => {
    expect(checkDeploy({ tick: '', max: '', limit: '', decimals: '18' })).toEqual({ problems: {}, isReady: false });
    expect(checkDeploy({ ...deploy, limit: '' }).isReady).toBe(false);
  });
});

const mintBounds = { decimals: 18, limitPerMint: '1000', maxRepeat: 1000, available: '21000000' };

describe('checkMint', () => {
  it('takes an amount up to the limit, repeated 1 to max_repeat times', () => {
    expect(checkMint({ amount: '1000', repeat: 1 }, mintBounds)).toEqual({ problems: {}, isReady: true });
    expect(checkMint({ amount: '0.5', repeat: 1000 }, mintBounds).isReady).toBe(true);
  });

  it('refuses an amount over the limit per mint', () => {
    expect(checkMint({ amount: '1000.000000000000000001', repeat: 1 }, mintBounds).problems).toEqual({
      amount: { kind: 'overLimit', limit: '1000' },
    });
  });

  it("refuses an amount that is not positive or has more decimals than the tick's", () => {
    const bounds = { ...mintBounds, decimals: 2 };
    expect(checkMint({ amount: '0.125', repeat: 1 }, bounds).problems).toEqual({
      amount: { kind: 'amount', decimals: 2, reading: { ok: false, problem: 'tooManyDecimals' } },
    });
    expect(checkMint({ amount: '0', repeat: 1 }, bounds).problems.amount).toEqual({
      kind: 'amount',
      decimals: 2,
      reading: { ok: false, problem: 'zero' },
    });
  });

  it('refuses a repeat outside 1 to max_repeat', () => {
    for (const repeat of [0, 1001, 2.5, -1]) {
      expect(checkMint({ amount: '1', repeat }, mintBounds).problems, String(repeat)).toEqual({
        repeat: { kind: 'repeatRange', max: 1000 },
      });
    }
  });

  it('refuses more mints than the supply still available credits, the last one partly', () => {
    const left = { ...mintBounds, available: '18000' };
    expect(checkMint({ amount: '1000', repeat: 18 }, left)).toEqual({ problems: {}, isReady: true });
    expect(checkMint({ amount: '1000', repeat: 25 }, left).problems).toEqual({
      repeat: { kind: 'repeatOverSupply', max: 18, available: '18000' },
    });
    expect(checkMint({ amount: '999', repeat: 19 }, left).isReady).toBe(true);
    // Nothing available: no count is ready, and the form says why once rather than under the field.
    expect(checkMint({ amount: '1', repeat: 1 }, { ...mintBounds, available: '0' })).toEqual({
      problems: {},
      isReady: false,
    });
  });

  it('bounds the repeat by max_repeat and by what the supply available credits', () => {
    expect(mostMints('1000', { ...mintBounds, available: '18000' })).toBe(18);
    expect(mostMints('1', mintBounds)).toBe(1000);
    expect(mostMints('', { ...mintBounds, available: '5' })).toBe(1000);
  });

  it('waits for an amount and a repeat count', () => {
    expect(checkMint({ amount: '', repeat: 1 }, mintBounds)).toEqual({ problems: {}, isReady: false });
    expect(checkMint({ amount: '5', repeat: null }, mintBounds)).toEqual({ problems: {}, isReady: false });
  });
});

describe('checkTransfer', () => {
  const bounds = { decimals: 18, available: '2080.5' };

  it('takes any positive amount up to what is available, Max included', () => {
    expect(checkTransfer('2080.5', bounds)).toEqual({ problems: {}, isReady: true });
    expect(checkTransfer('1', bounds).isReady).toBe(true);
  });

  it('refuses more than is available', () => {
    expect(checkTransfer('2080.6', bounds).problems).toEqual({
      amount: { kind: 'overAvailable', available: '2080.5' },
    });
    expect(checkTransfer('1', { ...bounds, available: '0' }).problems.amount?.kind).toBe('overAvailable');
  });

  it("refuses an amount that is not positive or has more decimals than the tick's", () => {
    expect(checkTransfer('0', bounds).problems.amount).toEqual({
      kind: 'amount',
      decimals: 18,
      reading: { ok: false, problem: 'zero' },
    });
    expect(checkTransfer('1.5', { ...bounds, decimals: 0 }).problems.amount).toEqual({
      kind: 'amount',
      decimals: 0,
      reading: { ok: false, problem: 'tooManyDecimals' },
    });
  });

  it('waits for an amount', () => {
    expect(checkTransfer('', bounds)).toEqual({ problems: {}, isReady: false });
  });
});
