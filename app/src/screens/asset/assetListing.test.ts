import { describe, expect, it } from 'vitest';
import { assetActions, assetListing, ownsAsset, type AssetListing } from './assetListing';
import type { Brc20Transfer, Inscription } from './useAsset';

const inscription: Inscription = {
  inscription_id: 'ai0',
  inscription_number: 1,
  name: 'Block #2',
  collection_id: 'bitcoin-blocks',
  collection_name: 'Bitcoin Blocks',
  content_type: 'image/png',
  content_length: 10,
  owner_address: 'tb1powner',
  locked: false,
  protected: false,
  waiting_price: null,
  output: 'a:1',
  location: 'a:1:0',
  value: 10_000,
  genesis_height: 2,
  genesis_time: 1_793_028_761,
  status: 'on_list',
  sale_price: 11_253_809,
  order_id: 'order-1',
  is_owner: false,
  attributes: [],
};

const transfer: Brc20Transfer = {
  inscription_id: 'ai0',
  inscription_number: 116,
  tick: 'blok',
  amount: '560',
  owner_address: 'tb1powner',
  output: 'a:1',
  output_value: 10_000,
  valid: true,
  used: false,
  inscribed_at: 1_794_319_001,
  order: null,
  is_owner: false,
};

describe('asset listing', () => {
  it("reads an NFT's listing from the inscription", () => {
    expect(assetListing(inscription, null)).toEqual({
      market: 'nft',
      status: 'on_list',
      priceSats: 11_253_809,
      orderId: 'order-1',
      isProtected: false,
      isLocked: false,
      waitingPriceSats: null,
    });
    const waiting = { ...inscription, status: 'normal' as const, locked: false, waiting_price: 90_000 };
    expect(assetListing(waiting, null)).toMatchObject({ status: 'normal', waitingPriceSats: 90_000 });
    const locked = { ...inscription, locked: true, protected: true };
    expect(assetListing(locked, null)).toMatchObject({ status: 'on_list', isProtected: true, isLocked: true });
  });

  it("reads a BRC-20 transfer's listing from its live order only", () => {
    expect(assetListing({ ...inscription, status: 'normal' }, transfer)).toEqual({
      market: 'brc20',
      status: 'normal',
      priceSats: null,
      orderId: null,
      isProtected: false,
      isLocked: false,
      waitingPriceSats: null,
    });
    const order = {
      order_id: 'o2',
      inscription_id: 'ai0',
      tick: 'blok',
      amount: '560',
      price: 26_880,
      unit_price: '48',
      seller_address: 'tb1powner',
      buyer_address: null,
      status: 'on_list' as const,
      txid: null,
      seller_paid: null,
      listed_at: 1,
      sold_at: null,
    };
    expect(assetListing(inscription, { ...transfer, order }).priceSats).toBe(26_880);
    expect(assetListing(inscription, { ...transfer, order: { ...order, status: 'sold' } }).status).toBe('normal');
  });
});

describe('asset actions', () => {
  const unprotected = { isProtected: false, isLocked: false, waitingPriceSats: null };
  const listed: AssetListing = { market: 'nft', status: 'on_list', priceSats: 1000, orderId: 'o', ...unprotected };
  const held: AssetListing = { market: 'nft', status: 'normal', priceSats: null, orderId: null, ...unprotected };

  it('lets a visitor buy only what is listed', () => {
    expect(assetActions(listed, false)).toEqual({ canBuy: true, canList: false, canDelist: false });
    expect(assetActions(held, false)).toEqual({ canBuy: false, canList: false, canDelist: false });
    expect(assetActions({ ...listed, status: 'selling' }, false).canBuy).toBe(false);
  });

  it('never lets the owner buy their own; they list, relist or delist', () => {
    expect(assetActions(listed, true)).toEqual({ canBuy: false, canList: true, canDelist: true });
    expect(assetActions(held, true)).toEqual({ canBuy: false, canList: true, canDelist: false });
    expect(assetActions({ ...listed, status: 'selling' }, true)).toEqual({
      canBuy: false,
      canList: false,
      canDelist: false,
    });
  });

  it('knows the owner by the server or by the connected address', () => {
    expect(ownsAsset('tb1pOwner', true, '')).toBe(true);
    expect(ownsAsset('tb1pOwner', false, 'tb1powner')).toBe(true);
    expect(ownsAsset('tb1pOwner', false, '')).toBe(false);
    expect(ownsAsset('tb1pOwner', false, 'tb1pother')).toBe(false);
  });
});
