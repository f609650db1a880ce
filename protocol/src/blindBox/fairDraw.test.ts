import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { checkClientSeed, drawPrizeIndex, serverSeedHash } from './fairDraw';

const seed = '9f'.repeat(32);

/** The documented formula again, with node's own crypto and doubles instead of the module's code. */
function independentIndex(serverSeed: string, clientSeed: string, nonce: number, poolSize: number): number {
  const mac = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${clientSeed}:${nonce}`).digest('hex');
  return Math.floor((Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52) * poolSize);
}

describe('fair draws', () => {
  it('commits to the sha256 of the seed bytes', () => {
    expect(serverSeedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('lands where the documented formula says, for every nonce and pool size', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const poolSize = 1 + (nonce % 37);
      const draw = drawPrizeIndex({ serverSeed: seed, clientSeed: 'lucky-7', nonce }, poolSize);
      expect(draw.index).toBe(independentIndex(seed, 'lucky-7', nonce, poolSize));
      expect(draw.index).toBeGreaterThanOrEqual(0);
      expect(draw.index).toBeLessThan(poolSize);
    }
  });

  it('spreads draws evenly over the pool', () => {
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < 4000; nonce += 1) {
      const { index } = drawPrizeIndex({ serverSeed: seed, clientSeed: 'x', nonce }, 4);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it('changes with the client seed, so the server alone cannot pick the outcome', () => {
    const a = drawPrizeIndex({ serverSeed: seed, clientSeed: 'alice', nonce: 1 }, 1000);
    const b = drawPrizeIndex({ serverSeed: seed, clientSeed: 'bob', nonce: 1 }, 1000);
    expect(a.hmac).not.toBe(b.hmac);
  });

  it('refuses malformed seeds, nonces and an empty pool', () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (error instanceof ProtocolError) return String(error.code);
        throw error;
      }
      return 'accepted';
    };
    expect(code(() => checkClientSeed(''))).toBe('invalid-client-seed');
    expect(code(() => checkClientSeed('a:b'))).toBe('invalid-client-seed');
    expect(code(() => checkClientSeed('x'.repeat(65)))).toBe('invalid-client-seed');
    expect(code(() => checkClientSeed('good seed!'))).toBe('accepted');
    expect(code(() => serverSeedHash('AB'.repeat(32)))).toBe('invalid-server-seed');
    expect(code(() => drawPrizeIndex({ serverSeed: seed, clientSeed: 'x', nonce: -1 }, 3))).toBe('invalid-nonce');
    expect(code(() => drawPrizeIndex({ serverSeed: seed, clientSeed: 'x', nonce: 0 }, 0))).toBe('empty-pool');
  });
});
