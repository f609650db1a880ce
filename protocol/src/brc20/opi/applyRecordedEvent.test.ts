import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../ProtocolError';
import type { OpiRecordedEvent } from './applyRecordedEvent';
import { regtestBrc20Params } from './Brc20Params';
import { OpiLedger } from './OpiLedger';
import { birth, deploy, mint, move, recordedByOpi, scripts, transfer } from './testing/opiTransfers';
import type { OrdTransfer } from './OrdTransfer';

const units = (whole: bigint) => whole * 10n ** 18n;

describe('a ledger replayed from recorded events', () => {
  it('reaches the same hashes, balances, tickers and pending transfers as the rules that recorded them', () => {
    const judged = new OpiLedger(regtestBrc20Params);
    const sent = birth(scripts.alice, transfer('OrDi', '100'));
    const feeBound = birth(scripts.alice, transfer('ordi', '50'));
    const burned = birth(scripts.alice, transfer('ordi', '25'));
    const stillPending = birth(scripts.bob, transfer('deci', '0.5'));
    const blocks: OrdTransfer[][] = [
      [birth(scripts.alice, deploy('OrDi')), birth(scripts.alice, mint('ordi', '1000'))],
      [],
      [
        birth(scripts.carol, deploy('deci', { dec: '3', max: '10' })),
        birth(scripts.bob, mint('deci', '7.125')),
        sent,
        feeBound,
        burned,
        // Refused by the rules (beyond the limit): OPI records nothing, so the replay never sees it.
        birth(scripts.bob, mint('ordi', '1001')),
      ],
      [
        move(sent, scripts.payToPubkey),
        move(feeBound, scripts.bob, { sentAsFee: true }),
        move(burned, scripts.bareOpReturn),
        stillPending,
      ],
    ];
    const results = blocks.map((transfers) => judged.applyBlock({ height: judged.tip.height + 1, transfers }));

    const replayed = new OpiLedger(regtestBrc20Params);
    const replayedResults = results.map(({ height, events }) =>
      replayed.applyRecordedBlock(height, events.map(recordedByOpi)),
    );
    expect(replayedResults.map(({ eventStrings }) => eventStrings)).toEqual(
      results.map(({ eventStrings }) => eventStrings),
    );
    expect(replayed.tip).toEqual(judged.tip);
    expect(replayed.balances()).toEqual(judged.balances());
    expect(replayed.tickers()).toEqual(judged.tickers());
    expect(replayed.pendingTransfers()).toEqual(judged.pendingTransfers());
    // The amounts went where OPI sends them: delivered, back to the sender, burned, and still locked.
    expect(replayed.balance('ordi', scripts.payToPubkey).available).toBe(units(100n));
    expect(replayed.balance('ordi', scripts.alice)).toMatchObject({ overall: units(875n), available: units(875n) });
    expect(replayed.ticker('ordi')?.burnedSupply).toBe(units(25n));
    expect(replayed.balance('deci', scripts.bob)).toMatchObject({ overall: 7_125n * 10n ** 15n });
    expect(replayed.pendingTransfer(stillPending.inscriptionId)?.amount).toBe(5n * 10n ** 17n);
  });

  it('refuses an event that cannot follow the ledger, and leaves the ledger as it was', () => {
    const ledger = new OpiLedger(regtestBrc20Params);
    const opened = ledger.applyBlock({
      height: 0,
      transfers: [birth(scripts.alice, deploy('ordi', { max: '1000' })), birth(scripts.alice, mint('ordi', '1000'))],
    });
    const before = { tip: ledger.tip, balances: ledger.balances(), tickers: ledger.tickers() };
    const base = { inscriptionId: `${'ab'.repeat(32)}i0`, originalTick: 'ordi' };
    const refusals: Array<[OpiRecordedEvent, RegExp]> = [
      [
        { ...base, type: 'mint-inscribe', mintedPkscript: scripts.bob, tick: 'nope', amount: 1n, parentId: '' },
        /nope is not deployed/,
      ],
      [
        { ...base, type: 'mint-inscribe', mintedPkscript: scripts.bob, tick: 'ordi', amount: 1n, parentId: '' },
        /mints more than remains/,
      ],
      [
        { ...base, type: 'transfer-inscribe', sourcePkscript: scripts.bob, tick: 'ordi', amount: 1n },
        /locks more than the source has available/,
      ],
      [
        {
          ...base,
          type: 'transfer-transfer',
          sourcePkscript: scripts.alice,
          spentPkscript: scripts.bob,
          tick: 'ordi',
          amount: 1n,
        },
        /no such transfer is pending/,
      ],
      [opened.events[0] as OpiRecordedEvent, /ordi is already deployed/],
    ];
    for (const [event, reason] of refusals) {
      const valid = {
        ...base,
        inscriptionId: `${'cd'.repeat(32)}i0`,
        type: 'transfer-inscribe',
        sourcePkscript: scripts.alice,
        tick: 'ordi',
        amount: 5n,
      };
      // A valid event before the bad one is taken back with it.
      const attempt = () => ledger.applyRecordedBlock(1, [valid as OpiRecordedEvent, event]);
      expect(attempt).toThrow(ProtocolError);
      expect(attempt).toThrow(reason);
      expect({ tip: ledger.tip, balances: ledger.balances(), tickers: ledger.tickers() }).toEqual(before);
    }
  });
});
