import { describe, expect, it } from 'vitest';
import { mintPhases } from './mintSchedule';

const mint = {
  name: 'Rune Rain',
  cover: '',
  mint: 0,
  supply: 100,
  collection_id: 'rune-rain',
  mint_id: 'm',
  white_list_start_at_sec: 100,
  white_list_end_at_sec: 200,
  status: 'white_list',
  public_start_at_sec: 300,
  public_end_at_sec: null,
  mint_price: 1000,
  twitter_url: '',
  discord_url: '',
  website_url: '',
  describe: '',
  available_num: 100,
  max_mint_num: 2,
  inscription_items: [],
} as const;

describe('mintPhases', () => {
  it('lists the whitelist phase before the public one', () => {
    expect(mintPhases({ ...mint, inscription_items: [] })).toEqual([
      { kind: 'whitelist', startSec: 100, endSec: 200 },
      { kind: 'public', startSec: 300, endSec: null },
    ]);
  });

  it('leaves out a whitelist phase that is not scheduled', () => {
    expect(mintPhases({ ...mint, inscription_items: [], white_list_start_at_sec: null })).toEqual([
      { kind: 'public', startSec: 300, endSec: null },
    ]);
  });
});
