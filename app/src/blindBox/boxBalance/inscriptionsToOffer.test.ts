import { describe, expect, it } from 'vitest';
import { chosenInscriptions, inscriptionsToOffer, type WalletItem } from './inscriptionsToOffer';

const previewUrl = (id: string) => `/preview/${id}`;
const idOf = (n: number) => `${String(n).padStart(2, '0').repeat(32)}i0`;

const walletItem = (n: number, status: WalletItem['status'], name = `Block #${n}`): WalletItem => ({
  inscription_id: idOf(n),
  inscription_number: 1_000 + n,
  name,
  collection_id: 'blocks',
  collection_name: 'Blocks',
  content_type: 'image/png',
  content_length: 100,
  owner_address: 'tb1ptrader',
  locked: false,
  protected: false,
  waiting_price: null,
  output: `${'ab'.repeat(32)}:${n}`,
  location: `${'ab'.repeat(32)}:${n}:0`,
  value: 546,
  genesis_height: 1,
  genesis_time: 0,
  status,
  sale_price: null,
  order_id: null,
  is_owner: true,
  attributes: [],
});

describe('inscriptions a provider can put in a house', () => {
  it('lists the box’s first, then the wallet’s own that are not for sale', () => {
    const offered = inscriptionsToOffer(
      [{ inscription_id: idOf(9), name: 'Boxed', content_type: 'text/plain' }],
      [walletItem(1, 'normal'), walletItem(2, 'on_list'), walletItem(3, 'selling'), walletItem(4, 'normal', '')],
      previewUrl,
    );
    expect(offered).toEqual([
      { inscriptionId: idOf(9), name: 'Boxed', imageUrl: `/preview/${idOf(9)}` },
      { inscriptionId: idOf(1), name: 'Block #1', imageUrl: `/preview/${idOf(1)}` },
      { inscriptionId: idOf(4), name: '#1,004', imageUrl: `/preview/${idOf(4)}` },
    ]);
  });

  it('shows an inscription seen twice once, the box’s first', () => {
    const offered = inscriptionsToOffer(
      [{ inscription_id: idOf(1), name: 'Block #1', content_type: 'image/png' }],
      [walletItem(1, 'normal'), walletItem(2, 'normal'), walletItem(2, 'normal')],
      previewUrl,
    );
    expect(offered.map((inscription) => inscription.inscriptionId)).toEqual([idOf(1), idOf(2)]);
  });

  it('names the chosen ids in their order, and an unknown one by its id’s start', () => {
    const offered = [{ inscriptionId: idOf(1), name: 'Block #1' }];
    expect(chosenInscriptions([idOf(7), idOf(1)], offered)).toEqual([
      { inscriptionId: idOf(7), name: '07070707…' },
      { inscriptionId: idOf(1), name: 'Block #1' },
    ]);
  });
});
