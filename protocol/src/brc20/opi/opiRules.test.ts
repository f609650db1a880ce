import { describe, expect, it } from 'vitest';
import { BRC20_MAX_AMOUNT } from '../amount';
import { regtestBrc20Params, type Brc20Params } from './Brc20Params';
import { brc20ProgPkscript } from './moveTransfer';
import { OpiLedger } from './OpiLedger';
import { birth, deploy, mint, move, scripts, transfer } from './testing/opiTransfers';
import type { OrdTransfer } from './OrdTransfer';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

// Every case here is read from OPI's BRC-20 indexer (modules/brc20_index/src: brc20_indexer.rs, event_generator.rs,
// event_processor.rs, utils.rs) and its ord fork (db_reader is_valid_brc20, inscription_updater.rs), and states
// the event string OPI writes for it.

const units = (whole: bigint) => whole * 10n ** 18n;

/** A ledger fed one block per call, from height 0 (or the params' first inscription height). */
function chain(params: Partial<Brc20Params> = {}) {
  const ledger = new OpiLedger({ ...regtestBrc20Params, ...params });
  return {
    ledger,
    block(...transfers: OrdTransfer[]): readonly string[] {
      return ledger.applyBlock({ height: ledger.tip.height + 1, transfers }).eventStrings;
    },
    balance(tick: string, pkscript: string) {
      const found = ledger.balances().find((entry) => entry.tick === tick && entry.pkscript === pkscript);
      return found && { overall: found.overall, available: found.available };
    },
  };
}

/** A chain with `ordi` (18 decimals, lim 1000) deployed and 1000 minted to alice. */
function withOrdi(params: Partial<Brc20Params> = {}) {
  const c = chain(params);
  c.block(birth(scripts.alice, deploy('ordi')), birth(scripts.alice, mint('ordi', '1000')));
  return c;
}

describe('deploy', () => {
  it('opens a 4-byte tick, keyed in lowercase, with amounts at its decimals', () => {
    const c = chain();
    const inscribed = birth(scripts.alice, deploy('OrDi', { dec: '8' }));
    expect(c.block(inscribed)).toEqual([
      `deploy-inscribe;${inscribed.inscriptionId};${scripts.alice};ordi;OrDi;21000000.00000000;8;1000.00000000;false`,
    ]);
    expect(c.ledger.ticker('ORDI')?.remainingSupply).toBe(units(21_000_000n));
  });

  it('takes a numeric or null dec as absent: 18 decimals', () => {
    const c = chain();
    const numeric = birth(scripts.alice, deploy('abcd', { dec: 8 }));
    const nulled = birth(scripts.alice, deploy('efgh', { dec: null }));
    expect(c.block(numeric, nulled).map((event) => event.split(';')[6])).toEqual(['18', '18']);
  });

  it.each([['19'], ['-1'], ['1.5'], [''], ['256']])('refuses dec %j', (dec) => {
    expect(chain().block(birth(scripts.alice, deploy('ordi', { dec })))).toEqual([]);
  });

  it('takes an absent lim as the max, and refuses a zero, numeric or null lim', () => {
    const c = chain();
    const noLim = birth(scripts.alice, { p: 'brc-20', op: 'deploy', tick: 'ordi', max: '100' });
    expect(c.block(noLim)[0]).toMatch(/;100\.0{18};18;100\.0{18};false$/);
    for (const lim of ['0', 5, null]) expect(c.block(birth(scripts.alice, deploy('abcd', { lim })))).toEqual([]);
  });

  it('refuses a 4-byte tick with a zero max, and a max that is a JSON number', () => {
    const c = chain();
    expect(c.block(birth(scripts.alice, deploy('ordi', { max: '0', lim: '1' })))).toEqual([]);
    expect(c.block(birth(scripts.alice, deploy('ordi', { max: 21000 })))).toEqual([]);
  });

  it('ignores a later deploy of the same tick in any case', () => {
    const c = chain();
    c.block(birth(scripts.alice, deploy('ordi')));
    expect(c.block(birth(scripts.bob, deploy('ORDI', { max: '5' })))).toEqual([]);
    expect(c.ledger.ticker('ordi')?.maxSupply).toBe(units(21_000_000n));
  });

  it.each([['ord'], ['abcdefg'], ['ord\u0000'], ['ab\u0000d']])('refuses tick %j (length, or a NUL)', (tick) => {
    expect(chain().block(birth(scripts.alice, deploy(tick)))).toEqual([]);
  });

  it('counts tick length in UTF-8 bytes as inscribed', () => {
    const c = chain();
    const inscribed = birth(scripts.alice, deploy('😀', { max: '1', lim: '1' }));
    expect(c.block(inscribed)).toEqual([
      `deploy-inscribe;${inscribed.inscriptionId};${scripts.alice};😀;😀;1.000000000000000000;18;1.000000000000000000;false`,
    ]);
  });
});

describe('5-byte self-mint ticks', () => {
  it('opens only from the self-mint activation height, with self_mint "true"', () => {
    const c = chain({ selfMintActivationHeight: 2 });
    expect(c.block(birth(scripts.alice, deploy('early', { self_mint: 'true' })))).toEqual([]);
    c.block();
    expect(c.block(birth(scripts.alice, deploy('nomnt')))).toEqual([]);
    expect(c.block(birth(scripts.alice, deploy('false', { self_mint: 'false' })))).toEqual([]);
    expect(c.block(birth(scripts.alice, deploy('bools', { self_mint: true })))).toEqual([]);
    const inscribed = birth(scripts.alice, deploy('Selfy', { self_mint: 'true', max: '0', lim: undefined }));
    expect(c.block(inscribed)).toEqual([
      `deploy-inscribe;${inscribed.inscriptionId};${scripts.alice};selfy;Selfy;18446744073709551615.000000000000000000;18;18446744073709551615.000000000000000000;true`,
    ]);
    expect(c.ledger.ticker('selfy')?.maxSupply).toBe(BRC20_MAX_AMOUNT);
  });

  it('mints only through children of the deploy inscription, and writes the parent into the event', () => {
    const c = chain();
    const deployed = birth(scripts.alice, deploy('selfy', { self_mint: 'true' }));
    c.block(deployed);
    expect(c.block(birth(scripts.bob, mint('selfy', '5')))).toEqual([]);
    expect(c.block(birth(scripts.bob, mint('selfy', '5'), { parentId: scripts.bob }))).toEqual([]);
    const child = birth(scripts.bob, mint('selfy', '5'), { parentId: deployed.inscriptionId });
    expect(c.block(child)).toEqual([
      `mint-inscribe;${child.inscriptionId};${scripts.bob};selfy;selfy;5.000000000000000000;${deployed.inscriptionId}`,
    ]);
  });
});

describe('6-byte ticks and their predeploy', () => {
  const predeployer = scripts.carol;
  const salt = '0a0b0c';
  const commitment = (tick: string, script = predeployer) =>
    bytesToHex(
      sha256(sha256(new Uint8Array([...new TextEncoder().encode(tick), ...hexToBytes(salt), ...hexToBytes(script)]))),
    );

  it('records a predeploy from ten blocks before phase one, and ignores one earlier', () => {
    const c = chain({ firstBrc20ProgPhaseOneHeight: 11 });
    expect(c.block(birth(predeployer, { p: 'brc-20', op: 'predeploy', hash: 'ab' }))).toEqual([]);
    const predeploy = birth(predeployer, { p: 'brc-20', op: 'predeploy', hash: commitment('Sixsix') });
    expect(c.block(predeploy)).toEqual([
      `predeploy-inscribe;${predeploy.inscriptionId};${predeployer};${commitment('Sixsix')};1`,
    ]);
  });

  it('opens a deploy that is the predeploy child, at least 3 blocks later, revealing the committed salt', () => {
    const c = chain({ firstBrc20ProgPhaseOneHeight: 3 });
    const predeploy = birth(predeployer, { p: 'brc-20', op: 'predeploy', hash: commitment('Sixsix') });
    c.block(predeploy); // height 0
    const reveal = (fields: Record<string, unknown>, parentId: string | null = predeploy.inscriptionId) =>
      birth(scripts.alice, deploy('Sixsix', { salt, ...fields }), { parentId });
    c.block(); // 1
    expect(c.block(reveal({}))).toEqual([]); // 2: too soon
    expect(c.block(reveal({}, null), reveal({ salt: '0a0b0d' }))).toEqual([]); // 3: no parent, wrong salt
    const inscribed = reveal({ self_mint: 'true' });
    expect(c.block(inscribed)).toEqual([
      `deploy-inscribe;${inscribed.inscriptionId};${scripts.alice};sixsix;Sixsix;21000000.000000000000000000;18;1000.000000000000000000;true`,
    ]);
  });

  it('refuses 6-byte ticks before phase one and ones that are not letters, digits and dashes', () => {
    const c = chain({ firstBrc20ProgPhaseOneHeight: 5 });
    expect(c.block(birth(scripts.alice, deploy('sixsix')))).toEqual([]);
    const d = chain();
    expect(d.block(birth(scripts.alice, deploy('ab_cde')))).toEqual([]);
  });
});

describe('mint', () => {
  it('credits the script it lands in, with an empty parent when it has none', () => {
    const c = chain();
    c.block(birth(scripts.alice, deploy('ordi')));
    const minted = birth(scripts.payToPubkey, mint('ordi', '1000'));
    expect(c.block(minted)).toEqual([
      `mint-inscribe;${minted.inscriptionId};${scripts.payToPubkey};ordi;ordi;1000.000000000000000000;`,
    ]);
    expect(c.balance('ordi', scripts.payToPubkey)).toEqual({ overall: units(1000n), available: units(1000n) });
  });

  it('refuses above the limit, zero, too many decimals, a JSON number, or an unknown tick', () => {
    const c = chain();
    c.block(birth(scripts.alice, deploy('ordi', { dec: '2' })));
    for (const amt of ['1000.01', '0', '1.001', 5, '1e3', ' 1', '.5'])
      expect(c.block(birth(scripts.alice, mint('ordi', amt)))).toEqual([]);
    expect(c.block(birth(scripts.alice, mint('nope', '1')))).toEqual([]);
  });

  it('fills the last mint partially with what remains, then refuses', () => {
    const c = chain();
    c.block(birth(scripts.alice, deploy('ordi', { max: '1500' })));
    c.block(birth(scripts.alice, mint('ordi', '1000')));
    const last = birth(scripts.bob, mint('ORDI', '1000'));
    expect(c.block(last)).toEqual([
      `mint-inscribe;${last.inscriptionId};${scripts.bob};ordi;ORDI;500.000000000000000000;`,
    ]);
    expect(c.block(birth(scripts.bob, mint('ordi', '1')))).toEqual([]);
  });
});

describe('transfer', () => {
  it('inscribes from the available balance and delivers on the first move only', () => {
    const c = withOrdi();
    const inscribed = birth(scripts.alice, transfer('ordi', '250.5'));
    expect(c.block(inscribed)).toEqual([
      `transfer-inscribe;${inscribed.inscriptionId};${scripts.alice};ordi;ordi;250.500000000000000000`,
    ]);
    expect(c.balance('ordi', scripts.alice)).toEqual({ overall: units(1000n), available: 749500000000000000000n });
    expect(c.block(move(inscribed, scripts.bob))).toEqual([
      `transfer-transfer;${inscribed.inscriptionId};${scripts.alice};${scripts.bob};ordi;ordi;250.500000000000000000`,
    ]);
    expect(c.block(move(inscribed, scripts.carol))).toEqual([]);
    expect(c.balance('ordi', scripts.bob)).toEqual({
      overall: 250500000000000000000n,
      available: 250500000000000000000n,
    });
  });

  it('refuses more than is available', () => {
    const c = withOrdi();
    expect(c.block(birth(scripts.alice, transfer('ordi', '1000.000000000000000001')))).toEqual([]);
    expect(c.block(birth(scripts.bob, transfer('ordi', '1')))).toEqual([]);
  });

  it('returns the amount to the sender when spent as fee, with an empty receiver in the event', () => {
    const c = withOrdi();
    const inscribed = birth(scripts.alice, transfer('ordi', '10'));
    c.block(inscribed);
    expect(c.block(move(inscribed, scripts.carol, { sentAsFee: true }))).toEqual([
      `transfer-transfer;${inscribed.inscriptionId};${scripts.alice};;ordi;ordi;10.000000000000000000`,
    ]);
    expect(c.balance('ordi', scripts.alice)).toEqual({ overall: units(1000n), available: units(1000n) });
  });

  it('burns what is sent to a bare OP_RETURN', () => {
    const c = withOrdi();
    const inscribed = birth(scripts.alice, transfer('ordi', '10'));
    c.block(inscribed);
    expect(c.block(move(inscribed, scripts.bareOpReturn))).toEqual([
      `transfer-transfer;${inscribed.inscriptionId};${scripts.alice};6a;ordi;ordi;10.000000000000000000`,
    ]);
    expect(c.balance('ordi', scripts.alice)).toEqual({ overall: units(990n), available: units(990n) });
    expect(c.ledger.ticker('ordi')?.burnedSupply).toBe(units(10n));
  });

  it.each([
    ['an OP_RETURN with data', scripts.opReturnWithData],
    ['a pay-to-pubkey script', scripts.payToPubkey],
    ['a bare multisig script', scripts.bareMultisig],
  ])('credits %s, which has no address, by its script', (_, script) => {
    const c = withOrdi();
    const inscribed = birth(scripts.alice, transfer('ordi', '10'));
    c.block(inscribed);
    expect(c.block(move(inscribed, script))).toHaveLength(1);
    expect(c.balance('ordi', script)).toEqual({ overall: units(10n), available: units(10n) });
  });

  it('returns what is moved into an empty script to the sender', () => {
    const c = withOrdi();
    const inscribed = birth(scripts.alice, transfer('ordi', '10'));
    c.block(inscribed);
    c.block(move(inscribed, ''));
    expect(c.balance('ordi', scripts.alice)).toEqual({ overall: units(1000n), available: units(1000n) });
  });

  it('sending to oneself makes the amount available again', () => {
    const c = withOrdi();
    const inscribed = birth(scripts.alice, transfer('ordi', '10'));
    c.block(inscribed, move(inscribed, scripts.alice));
    expect(c.balance('ordi', scripts.alice)).toEqual({ overall: units(1000n), available: units(1000n) });
  });
});

describe('deposits to the programmable module (OP_RETURN "BRC20PROG")', () => {
  const sendToModule = (params: Partial<Brc20Params>, tick: string, atHeight: number) => {
    const c = chain(params);
    const parent = birth(scripts.carol, { p: 'brc-20', op: 'predeploy', hash: 'unused' });
    c.block(parent, birth(scripts.alice, deploy(tick)), birth(scripts.alice, mint(tick, '100')));
    const inscribed = birth(scripts.alice, transfer(tick, '100'));
    c.block(inscribed);
    while (c.ledger.tip.height < atHeight - 1) c.block();
    c.block(move(inscribed, brc20ProgPkscript));
    return c;
  };

  it('burns when the module is off', () => {
    const c = sendToModule({}, 'ordi', 5);
    expect(c.balance('ordi', scripts.alice)).toEqual({ overall: 0n, available: 0n });
    expect(c.balance('ordi', brc20ProgPkscript)).toBeUndefined();
    expect(c.ledger.ticker('ordi')?.burnedSupply).toBe(units(100n));
  });

  it('burns a shorter tick before the module takes every tick, and deposits it after', () => {
    const params = { brc20ProgEnabled: true, firstBrc20ProgAllTickersHeight: 5 };
    expect(sendToModule(params, 'ordi', 4).balance('ordi', brc20ProgPkscript)).toBeUndefined();
    expect(sendToModule(params, 'ordi', 5).balance('ordi', brc20ProgPkscript)).toEqual({
      overall: units(100n),
      available: units(100n),
    });
  });
});

describe('what OPI never reads', () => {
  it('ignores an operation revealed straight into the fee', () => {
    const c = chain();
    c.block(birth(scripts.alice, deploy('ordi')));
    expect(c.block(birth(scripts.carol, mint('ordi', '5'), { sentAsFee: true }))).toEqual([]);
    expect(c.balance('ordi', scripts.carol)).toBeUndefined();
  });

  it('ignores a cursed inscription', () => {
    expect(chain().block(birth(scripts.alice, deploy('ordi'), { cursedForBrc20: true }))).toEqual([]);
  });

  it.each([
    ['a content type in capitals', { contentType: new TextEncoder().encode('TEXT/PLAIN') }],
    ['a trimmed content type', { contentType: new TextEncoder().encode(' text/plain') }],
    ['no content type', { contentType: null }],
  ])('ignores %s', (_, options) => {
    expect(chain().block(birth(scripts.alice, deploy('ordi'), options))).toEqual([]);
  });

  it('ignores a body with a byte-order mark', () => {
    expect(chain().block(birth(scripts.alice, `\ufeff${JSON.stringify(deploy('ordi'))}`))).toEqual([]);
  });

  it('ignores other protocols, the programmable module and its withdrawals', () => {
    const c = withOrdi();
    for (const body of [
      { ...deploy('abcd'), p: 'BRC-20' },
      { p: 'brc20-prog', op: 'deploy', d: '00' },
      { p: 'brc20-module', module: 'BRC20PROG', op: 'withdraw', tick: 'ordi', amt: '1' },
    ])
      expect(c.block(birth(scripts.alice, body))).toEqual([]);
  });

  it('ignores every block below the first BRC-20 height, while hashing it', () => {
    const c = chain({ firstBrc20Height: 1 });
    expect(c.block(birth(scripts.alice, deploy('ordi')))).toEqual([]);
    expect(c.ledger.ticker('ordi')).toBeUndefined();
  });
});

describe('order within a block', () => {
  it('applies transfers in the order given (sat offset), not births before moves', () => {
    const c = withOrdi();
    const toBob = birth(scripts.alice, transfer('ordi', '10'));
    c.block(toBob);
    // Bob's transfer inscription sits after the moved one in the same transaction: it finds his 10.
    const bobsTransfer = birth(scripts.bob, transfer('ordi', '10'));
    expect(c.block(move(toBob, scripts.bob), bobsTransfer)).toHaveLength(2);
    // In the other order it finds nothing.
    const d = withOrdi();
    const again = birth(scripts.alice, transfer('ordi', '10'));
    d.block(again);
    expect(d.block(birth(scripts.bob, transfer('ordi', '10')), move(again, scripts.bob))).toHaveLength(1);
  });
});
