import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envelope, scriptPathTransaction } from '../src/inscriptions/testing/scriptPathSpend';
import { buildListingPsbt } from '../src/listing/buildListingPsbt';
import { inscriptionAt, makeSeller, taprootOutput, taprootSigner } from '../src/listing/testing/listingFixtures';
import { runCli } from './runCli';

const reveal = scriptPathTransaction([
  envelope(Uint8Array.of(1), 'text/plain;charset=utf-8', new Uint8Array(), 'gm ordinals'),
]);

function signedListing(sighash = 0x83): { psbt: string; satpoint: string } {
  const seller = makeSeller(4);
  const inscription = inscriptionAt(taprootOutput(seller.xOnly));
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: seller.keyPair.publicKey,
    priceSats: 777_000n,
    sellerReceiveAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    network: 'testnet',
  });
  psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [sighash]);
  psbt.finalizeAllInputs();
  return { psbt: psbt.toBase64(), satpoint: `${inscription.txid}:${inscription.vout}:0` };
}

describe('ordmarket CLI', () => {
  it('prints the envelopes of a raw transaction', () => {
    const result = runCli(['inscriptions', reveal.toHex()]);
    expect(result.exitCode).toBe(0);
    const [parsed] = JSON.parse(result.stdout) as Array<{ id: string; text: string; contentType: string }>;
    expect(parsed).toMatchObject({
      id: `${reveal.getId()}i0`,
      text: 'gm ordinals',
      contentType: 'text/plain;charset=utf-8',
    });
  });

  it('verifies a listing and prints price and seller', () => {
    const { psbt, satpoint } = signedListing();
    const result = runCli(['listing', 'verify', psbt, '--inscription-output', satpoint, '--network', 'testnet']);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      priceSats: '777000',
      sellerAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    });
  });

  it('prints the exact refusal on stderr with a non-zero exit', () => {
    const { psbt } = signedListing();
    const moved = `${'ef'.repeat(32)}:1`;
    const result = runCli(['listing', 'verify', psbt, '--inscription-output', moved, '--network', 'testnet']);
    expect(result).toEqual({ stdout: '', stderr: 'Seller signed PSBT does not match this inscription\n', exitCode: 1 });
  });

  it('replays OPI-shaped blocks into event strings, hashes chained over the blocks between, and balances', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brc20-replay-'));
    const file = join(dir, 'blocks.json');
    const alice = `5120${'a1'.repeat(32)}`;
    const bob = `2102${'d0'.repeat(32)}ac`;
    const id = (n: number) => `${String(n).repeat(64)}i0`;
    const birth = (n: number, pkscript: string, content: object) => ({
      inscription_id: id(n),
      old_satpoint: null,
      new_pkscript: pkscript,
      sent_as_fee: false,
      content_type: 'text/plain;charset=utf-8',
      content: JSON.stringify(content),
      parent_id: null,
      cursed_for_brc20: false,
    });
    const input = {
      params: { first_inscription_height: 10, first_brc20_height: 10, brc20_prog_enabled: false },
      blocks: [
        {
          height: 10,
          inputs: [
            birth(1, alice, { p: 'brc-20', op: 'deploy', tick: 'Ordi', max: '21000', lim: '1000', dec: '2' }),
            birth(2, alice, { p: 'brc-20', op: 'mint', tick: 'ordi', amt: '1000' }),
          ],
        },
        { height: 12, inputs: [birth(3, alice, { p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '250.5' })] },
        {
          height: 13,
          inputs: [
            { inscription_id: id(3), old_satpoint: `${'3'.repeat(64)}:0:0`, new_pkscript: bob, sent_as_fee: false },
          ],
        },
      ],
    };
    writeFileSync(file, JSON.stringify(input));
    const result = runCli(['brc20', 'replay', file]);
    expect(result.exitCode).toBe(0);
    const output = JSON.parse(result.stdout) as {
      blocks: Array<{ height: number; events: string[]; block_event_hash: string; cumulative_event_hash: string }>;
      balances: unknown[];
    };
    expect(output.blocks.map((block) => block.events)).toEqual([
      [
        `deploy-inscribe;${id(1)};${alice};ordi;Ordi;21000.00;2;1000.00;false`,
        `mint-inscribe;${id(2)};${alice};ordi;ordi;1000.00;`,
      ],
      [`transfer-inscribe;${id(3)};${alice};ordi;ordi;250.50`],
      [`transfer-transfer;${id(3)};${alice};${bob};ordi;ordi;250.50`],
    ]);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const [events10 = '', events12 = '', events13 = ''] = output.blocks.map((block) => block.events.join('|'));
    const at10 = sha(events10);
    const at11 = sha(at10 + sha(''));
    const at12 = sha(at11 + sha(events12));
    expect(output.blocks.map((block) => block.cumulative_event_hash)).toEqual([at10, at12, sha(at12 + sha(events13))]);
    expect(output.balances).toEqual([
      { pkscript: bob, tick: 'ordi', overall: '250500000000000000000', available: '250500000000000000000' },
      { pkscript: alice, tick: 'ordi', overall: '749500000000000000000', available: '749500000000000000000' },
    ]);
  });

  it('skips a fee landing without an old satpoint, as OPI does, and takes any other satpoint as a move', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brc20-replay-'));
    const file = join(dir, 'blocks.json');
    const alice = `5120${'a1'.repeat(32)}`;
    const bob = `0014${'b0'.repeat(20)}`;
    const born = (id: string, content: object) => ({
      inscription_id: id,
      old_satpoint: null,
      new_pkscript: alice,
      content_type: 'text/plain',
      content: JSON.stringify(content),
    });
    const landing = (oldSatpoint: string, to: string, fee: boolean) => ({
      inscription_id: 't',
      old_satpoint: oldSatpoint,
      new_pkscript: to,
      sent_as_fee: fee,
    });
    const blocks = [
      {
        height: 0,
        inputs: [
          born('d', { p: 'brc-20', op: 'deploy', tick: 'ordi', max: '10', lim: '10' }),
          born('m', { p: 'brc-20', op: 'mint', tick: 'ordi', amt: '10' }),
          born('t', { p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '4' }),
        ],
      },
      // Had the fee landing counted, the transfer would have gone back to alice and the move to bob found nothing.
      { height: 1, inputs: [landing('', alice, true), landing('', bob, false)] },
    ];
    writeFileSync(file, JSON.stringify({ blocks }));
    const output = JSON.parse(runCli(['brc20', 'replay', file]).stdout) as { blocks: Array<{ events: string[] }> };
    expect(output.blocks[1]?.events).toEqual([`transfer-transfer;t;${alice};${bob};ordi;ordi;4.000000000000000000`]);
  });

  it('refuses a replay file with the path of the field that is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brc20-replay-'));
    const file = join(dir, 'blocks.json');
    writeFileSync(file, JSON.stringify({ blocks: [{ height: 3 }, { height: 2 }] }));
    expect(runCli(['brc20', 'replay', file])).toEqual({
      stdout: '',
      stderr: 'blocks[1].height: must be above the block before it (3)\n',
      exitCode: 1,
    });
    writeFileSync(
      file,
      JSON.stringify({ blocks: [{ height: 1, inputs: [{ inscription_id: 'x', new_pkscript: 'zz' }] }] }),
    );
    expect(runCli(['brc20', 'replay', file]).stderr).toBe('blocks[0].inputs[0].new_pkscript: must be hex\n');
  });

  it('answers a wrong command line with usage and exit code 2', () => {
    expect(runCli([]).exitCode).toBe(2);
    expect(runCli(['listing', 'verify']).stderr).toMatch(/^usage: ordmarket listing verify/);
    expect(runCli(['inscriptions', 'zz']).exitCode).toBe(2);
    expect(runCli(['inscriptions', 'abc'])).toEqual({
      stdout: '',
      stderr: 'expected hex: an even number of 0-9 a-f digits\n',
      exitCode: 2,
    });
  });

  it('runs as `npx ordmarket` from the repository root', () => {
    const run = spawnSync('npx', ['ordmarket', 'inscriptions', reveal.toHex()], {
      cwd: join(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('gm ordinals');
  });
});
