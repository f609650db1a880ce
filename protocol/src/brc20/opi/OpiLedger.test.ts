import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { regtestBrc20Params } from './Brc20Params';
import { OpiLedger } from './OpiLedger';
import { birth, deploy, mint, move, scripts, transfer } from './testing/opiTransfers';
import type { OrdTransferBlock } from './OrdTransfer';

/** SHA-256 of text in hex, by Node's own crypto rather than the code under test. */
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('event hashes', () => {
  it('chains empty blocks from the first inscription block: its own hash, then sha256(previous + block)', () => {
    const params = { ...regtestBrc20Params, firstInscriptionHeight: 767_430, firstBrc20Height: 779_832 };
    const ledger = new OpiLedger(params);
    let expected = '';
    for (let height = 767_430; height < 767_430 + 500; height += 1) {
      const result = ledger.applyBlock({ height, transfers: [] });
      expected = height === 767_430 ? sha('') : sha(expected + sha(''));
      expect(result.blockEventHash).toBe(sha(''));
      expect(result.cumulativeEventHash).toBe(expected);
    }
    expect(ledger.tip).toEqual({ height: 767_929, cumulativeEventHash: expected });
  });

  it("hashes a block's event strings joined by '|'", () => {
    const ledger = new OpiLedger(regtestBrc20Params);
    const result = ledger.applyBlock({
      height: 0,
      transfers: [birth(scripts.alice, deploy('ordi')), birth(scripts.alice, mint('ordi', '1'))],
    });
    expect(result.eventStrings).toHaveLength(2);
    expect(result.blockEventHash).toBe(sha(result.eventStrings.join('|')));
    expect(result.cumulativeEventHash).toBe(result.blockEventHash);
  });

  it('refuses a block that does not follow the last one', () => {
    const ledger = new OpiLedger(regtestBrc20Params);
    expect(() => ledger.applyBlock({ height: 1, transfers: [] })).toThrow('Block 1 does not follow');
  });
});

describe('a reorg', () => {
  const deployed = birth(scripts.alice, deploy('ordi'));
  const minted = birth(scripts.alice, mint('ordi', '1000'));
  const inscribed = birth(scripts.alice, transfer('ordi', '400'));
  const blocks: OrdTransferBlock[] = [
    { height: 0, transfers: [deployed, minted] },
    { height: 1, transfers: [inscribed] },
    { height: 2, transfers: [move(inscribed, scripts.bob)] },
    { height: 3, transfers: [birth(scripts.bob, transfer('ordi', '100'))] },
  ];

  it('restores exactly the state before the undone blocks, and a replacement block hashes differently', () => {
    const ledger = new OpiLedger(regtestBrc20Params);
    const results = blocks.map((block) => ledger.applyBlock(block));
    const [, , atTwo, atThree] = results;
    if (atTwo === undefined || atThree === undefined) throw new Error('four blocks were applied');
    expect(() => ledger.undoBlock(atTwo.undo)).toThrow('Undo data is for block 2');
    ledger.undoBlock(atThree.undo);
    ledger.undoBlock(atTwo.undo);

    const atOne = new OpiLedger(regtestBrc20Params);
    for (const block of blocks.slice(0, 2)) atOne.applyBlock(block);
    expect(ledger.tip).toEqual(atOne.tip);
    expect(ledger.balances()).toEqual(atOne.balances());

    // The reorg's branch sends the transfer to carol instead.
    const replaced = ledger.applyBlock({ height: 2, transfers: [move(inscribed, scripts.carol)] });
    expect(replaced.cumulativeEventHash).not.toBe(atTwo.cumulativeEventHash);
    ledger.undoBlock(replaced.undo);

    const redone = blocks.slice(2).map((block) => ledger.applyBlock(block));
    expect(redone.map((result) => result.cumulativeEventHash)).toEqual(
      results.slice(2).map((result) => result.cumulativeEventHash),
    );
    expect(ledger.balances().find((balance) => balance.pkscript === scripts.bob)).toMatchObject({
      overall: 400n * 10n ** 18n,
      available: 300n * 10n ** 18n,
    });
  });

  it('leaves the ledger untouched when a block fails part way', () => {
    const ledger = new OpiLedger(regtestBrc20Params);
    ledger.applyBlock({ height: 0, transfers: [deployed, minted] });
    const before = ledger.balances();
    const broken = {
      kind: 'move',
      inscriptionId: 'x',
      oldSatpoint: 'x:0:0',
      newPkscript: '',
      sentAsFee: false,
    } as const;
    const poisoned = {
      height: 1,
      transfers: [
        birth(scripts.alice, transfer('ordi', '1')),
        new Proxy(broken, {
          get(target, key) {
            if (key === 'kind') throw new Error('unreadable transfer');
            return target[key as keyof typeof target];
          },
        }),
      ],
    };
    expect(() => ledger.applyBlock(poisoned)).toThrow('unreadable transfer');
    expect(ledger.balances()).toEqual(before);
    expect(ledger.tip.height).toBe(0);
  });
});
