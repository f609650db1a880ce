import { describe, expect, it } from 'vitest';
import { checkDraw, type RevealedDraw } from './checkDraw';

/**
 * A real draw, worked out once with node's crypto: sha256 of the seed bytes, then
 * HMAC-SHA256(seed bytes, 'lucky-7:1') = 4d12c1bea06b..., x = 0x4d12c1bea06bf, floor(x * 7 / 2^52) = 2.
 */
const fair: RevealedDraw = {
  serverSeed: '5e5e5e5e9b2e4f6081726354aabbccdd00112233445566778899aabbccddeeff',
  serverSeedHash: '71b2dedbd9d3cac4bd585885a3d462c1a55fb96838b8177d5551afe13c070a54',
  clientSeed: 'lucky-7',
  nonce: 1,
  pool: [0, 1, 3, 4, 6, 8, 9],
  index: 2,
  slot: 3,
};
const fairHmac = '4d12c1bea06bfe2e69dc23add2173176b762e35403140394d63d5bf43474a9b9';

describe('checking a revealed draw', () => {
  it('passes a draw that matches its commitment, formula and slot', () => {
    expect(checkDraw(fair)).toEqual({ seedMatchesHash: true, hmac: fairHmac, index: 2, indexMatches: true });
  });

  it('fails a seed that is not the one committed to', () => {
    const check = checkDraw({ ...fair, serverSeedHash: 'ab'.repeat(32) });
    expect(check.seedMatchesHash).toBe(false);
    expect(check.indexMatches).toBe(true);
  });

  it('fails a recorded index the formula does not give', () => {
    expect(checkDraw({ ...fair, index: 4, slot: 6 })).toMatchObject({ index: 2, indexMatches: false });
  });

  it('fails a won slot that is not at the drawn index', () => {
    expect(checkDraw({ ...fair, slot: 4 })).toMatchObject({ index: 2, indexMatches: false });
  });

  it('lands elsewhere for another nonce or client seed, so the recorded draw no longer matches', () => {
    expect(checkDraw({ ...fair, nonce: 3 })).toMatchObject({ index: 1, indexMatches: false });
    expect(checkDraw({ ...fair, clientSeed: 'lucky-8' }).hmac).not.toBe(fairHmac);
  });

  it('fails, without throwing, inputs the protocol cannot draw with', () => {
    expect(checkDraw({ ...fair, serverSeed: 'not a seed' })).toEqual({
      seedMatchesHash: false,
      hmac: '--',
      index: -1,
      indexMatches: false,
    });
    expect(checkDraw({ ...fair, pool: [] }).indexMatches).toBe(false);
  });
});
