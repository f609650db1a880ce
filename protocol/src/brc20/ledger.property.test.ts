import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { applyBrc20Block } from './applyBrc20Block';
import { emptyBrc20Ledger, type Brc20Block, type Brc20Event, type Brc20LedgerState } from './Brc20Ledger';
import { inscribe, inscription, move } from './brc20TestEvents';
import { undoBrc20Block } from './undoBrc20Block';

const addresses = ['alice', 'bob', 'carol'];
// Mostly small valid amounts, so balances build up and transfers go through; some refused ones too.
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('1', '2.5', '10') },
  { weight: 1, arbitrary: fc.constantFrom('33.333', '1000', '0', '-1', '0.0001') },
);
const deployFields = fc.record({
  op: fc.constant('deploy'),
  tick: fc.constantFrom('ordi', 'ORDI', 'sats', 'ordix'),
  max: fc.constantFrom('100', '1000', '21.5', '0'),
  lim: fc.constantFrom('10', '40.25', '1000'),
  dec: fc.constantFrom('0', '2', '18'),
  self_mint: fc.constantFrom('true', 'false'),
});
const amountFields = fc.record({
  op: fc.constantFrom('mint', 'transfer'),
  tick: fc.constantFrom('ordi', 'Ordi', 'ordi', 'sats', 'ordix'),
  amt: amount,
});
const eventSpec = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('inscribe' as const),
      owner: fc.constantFrom(...addresses),
      fields: fc.oneof({ weight: 1, arbitrary: deployFields }, { weight: 4, arbitrary: amountFields }),
      // Mostly uncursed, so most runs reach the deploy, mint and transfer rules.
      cursed: fc.constantFrom(false, false, false, true),
      parents: fc.array(fc.nat(), { maxLength: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('random-json' as const),
      owner: fc.constantFrom(...addresses),
      json: fc.jsonValue(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      pick: fc.nat(),
      to: fc.constantFrom(...addresses, null),
    }),
  },
);

/** Inscriptions get ids in order; moves and parents name an earlier inscription, so transfers do get moved. */
const blocksOf = (txIndex: fc.Arbitrary<number>) =>
  fc
    .array(fc.array(fc.tuple(txIndex, eventSpec), { minLength: 4, maxLength: 16 }), { minLength: 1, maxLength: 8 })
    .map((blocks) => {
      let inscribed = 0;
      const earlier = (pick: number) => `i${pick % Math.max(inscribed, 1)}`;
      // Moves mostly name one of the last few inscriptions, where fresh transfer inscriptions are.
      const recent = (pick: number) => `i${Math.max(inscribed - 1 - (pick % 4), 0)}`;
      return blocks.map((events, b): Brc20Block => ({
        height: 100 + b,
        events: events.map(([tx, spec]): Brc20Event => {
          if (spec.kind === 'transfer') return move(tx, recent(spec.pick), spec.to);
          inscribed += 1;
          const id = `i${inscribed - 1}`;
          if (spec.kind === 'random-json') {
            return {
              kind: 'inscribe',
              txIndex: tx,
              owner: spec.owner,
              inscription: inscription(id, JSON.stringify(spec.json)),
            };
          }
          const parentIds = spec.parents.map(earlier);
          return inscribe(tx, id, spec.owner, spec.fields, { cursed: spec.cursed, parentIds });
        }),
      }));
    });
const orderedBlocks = blocksOf(fc.constant(0)).map((blocks) =>
  blocks.map((block) => ({ ...block, events: block.events.map((event, tx) => ({ ...event, txIndex: tx })) })),
);

function expectInvariants(state: Brc20LedgerState): void {
  for (const tick of state.holders.keys()) expect(state.tokens.has(tick)).toBe(true);
  for (const [tick, token] of state.tokens) {
    expect(token.minted >= 0n && token.minted <= token.max).toBe(true);
    let total = 0n;
    for (const balance of state.holders.get(tick)?.values() ?? []) {
      expect(balance.available >= 0n && balance.transferable >= 0n).toBe(true);
      expect(balance.available + balance.transferable > 0n).toBe(true);
      total += balance.available + balance.transferable;
    }
    expect(total).toBe(token.minted);
    for (const [address, balance] of state.holders.get(tick) ?? []) {
      const pending = [...state.pendingTransfers.values()].filter((t) => t.tick === tick && t.sender === address);
      expect(pending.reduce((sum, t) => sum + t.amount, 0n)).toBe(balance.transferable);
    }
  }
}

describe('ledger: properties', () => {
  it('keeps balances non-negative, supply within max and holdings equal to supply; undo restores each block', () => {
    fc.assert(
      fc.property(orderedBlocks, (blocks) => {
        let state = emptyBrc20Ledger;
        for (const block of blocks) {
          const before = structuredClone(state);
          const { state: next, undo } = applyBrc20Block(state, block);
          expectInvariants(next);
          expect(state).toEqual(before);
          expect(undoBrc20Block(next, undo)).toEqual(before);
          state = next;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('undoing every block newest first returns to the empty ledger', () => {
    fc.assert(
      fc.property(orderedBlocks, (blocks) => {
        const undos = [];
        let state = emptyBrc20Ledger;
        for (const block of blocks) {
          const result = applyBrc20Block(state, block);
          undos.push(result.undo);
          state = result.state;
        }
        for (const undo of undos.reverse()) state = undoBrc20Block(state, undo);
        expect(state).toEqual(emptyBrc20Ledger);
      }),
      { numRuns: 300 },
    );
  });

  it('fails only with typed errors on events in any order', () => {
    fc.assert(
      fc.property(blocksOf(fc.nat({ max: 5 })), (blocks) => {
        let state = emptyBrc20Ledger;
        for (const block of blocks) {
          try {
            state = applyBrc20Block(state, block).state;
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError);
            expect((error as ProtocolError).code).toBe('brc20-events-out-of-order');
          }
          expectInvariants(state);
        }
      }),
      { numRuns: 300 },
    );
  });
});
