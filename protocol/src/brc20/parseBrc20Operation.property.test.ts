import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRC20_MAX_AMOUNT } from './amount';
import type { Brc20Inscription } from './Brc20Operation';
import { parseBrc20Operation } from './parseBrc20Operation';
import { tickByteLength } from './tick';

const utf8 = new TextEncoder();
const numericText = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String), fc.string(), fc.double().map(String));
const anyValue = fc.oneof(numericText, fc.jsonValue(), fc.constant(undefined));
const brc20Object = fc.record(
  {
    p: fc.constantFrom('brc-20', 'BRC-20', 'brc20'),
    op: fc.constantFrom('deploy', 'mint', 'transfer', 'burn'),
    tick: fc.oneof(fc.constantFrom('ordi', 'ORDI', 'ordix', '😀', 'éé'), fc.string({ maxLength: 6 })),
    max: anyValue,
    lim: anyValue,
    dec: fc.oneof(fc.nat({ max: 25 }).map(String), anyValue),
    amt: anyValue,
    self_mint: fc.constantFrom('true', 'false', true),
  },
  { requiredKeys: ['p', 'op', 'tick'] },
);
const content = fc.oneof(
  fc.jsonValue().map((json) => utf8.encode(JSON.stringify(json))),
  brc20Object.map((json) => utf8.encode(JSON.stringify(json))),
  fc.string().map((text) => utf8.encode(text)),
  fc.uint8Array({ maxLength: 64 }),
);
const randomInscription: fc.Arbitrary<Brc20Inscription> = fc.record({
  inscriptionId: fc.string(),
  contentType: fc.oneof(
    fc.constantFrom('text/plain', 'application/json;charset=utf-8', null),
    fc.string({ maxLength: 40 }),
  ),
  content,
  cursed: fc.boolean(),
  parentIds: fc.array(fc.string(), { maxLength: 3 }),
});

describe('parseBrc20Operation: properties', () => {
  it('never throws on any inscription, and accepted operations respect the bounds', () => {
    fc.assert(
      fc.property(randomInscription, (inscription) => {
        const parsed = parseBrc20Operation(inscription);
        if (!parsed.ok) return;
        const { operation } = parsed;
        expect(inscription.cursed).toBe(false);
        expect([4, 5]).toContain(tickByteLength(operation.tick));
        if (operation.op === 'deploy') {
          expect(operation.max > 0n && operation.max <= BRC20_MAX_AMOUNT).toBe(true);
          expect(operation.lim > 0n && operation.lim <= BRC20_MAX_AMOUNT).toBe(true);
          expect(operation.dec).toBeGreaterThanOrEqual(0);
          expect(operation.dec).toBeLessThanOrEqual(18);
        } else {
          expect(operation.amount > 0n && operation.amount <= BRC20_MAX_AMOUNT).toBe(true);
          expect(operation.amountDecimals).toBeLessThanOrEqual(18);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
