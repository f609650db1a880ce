import { describe, expect, it } from 'vitest';
import { isPurchasable, isPurchasableByStatus, isPurchasableInMarket } from './purchasable';

const allStatuses = ['on_list', 'selling', 'normal', 'loading', '', 'sold', 'success', 'not_sell', 'confirmed'];

describe('Reading A: isPurchasableByStatus', () => {
  it.each([
    ['on_list', true],
    ['selling', true],
    ['normal', true],
    ['loading', true],
    ['', false],
    ['sold', false],
    ['success', false],
    ['not_sell', false],
    ['confirmed', false],
  ])('status %j purchasable: %s', (status, expected) => {
    expect(isPurchasableByStatus({ status })).toBe(expected);
  });
});

describe('Reading B: isPurchasableInMarket', () => {
  it.each(allStatuses)('status %j with pending skipped (the default): only on_list', (status) => {
    expect(isPurchasableInMarket({ status, is_owner: false }, true)).toBe(status === 'on_list');
  });

  it.each(allStatuses)('status %j with pending not skipped: on_list or selling', (status) => {
    expect(isPurchasableInMarket({ status, is_owner: false }, false)).toBe(
      status === 'on_list' || status === 'selling',
    );
  });

  it.each(allStatuses)('an owner cannot buy their own (status %j)', (status) => {
    expect(isPurchasableInMarket({ status, is_owner: true }, true)).toBe(false);
    expect(isPurchasableInMarket({ status, is_owner: true }, false)).toBe(false);
  });
});

describe('isPurchasable (the cart test)', () => {
  it('adds the owner rule to Reading A', () => {
    expect(isPurchasable({ status: 'normal', is_owner: false }, 'byStatus', true)).toBe(true);
    expect(isPurchasable({ status: 'normal', is_owner: true }, 'byStatus', true)).toBe(false);
  });

  it('follows Reading B for the market cart', () => {
    expect(isPurchasable({ status: 'selling', is_owner: false }, 'inMarket', true)).toBe(false);
    expect(isPurchasable({ status: 'selling', is_owner: false }, 'inMarket', false)).toBe(true);
  });
});
