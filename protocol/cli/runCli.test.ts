import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envelope, scriptPathTransaction } from '../src/inscriptions/scriptPathSpend.fixture';
import { buildListingPsbt } from '../src/listing/buildListingPsbt';
import { inscriptionAt, makeSeller, taprootOutput, taprootSigner } from '../src/listing/listingFixtures';
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

  it('replays BRC-20 events into supply and balances', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brc20-replay-'));
    const file = join(dir, 'events.jsonl');
    const content = (json: object) => JSON.stringify(json);
    const lines = [
      {
        height: 1,
        txIndex: 0,
        kind: 'inscribe',
        inscriptionId: 'a'.repeat(64) + 'i0',
        contentType: 'text/plain',
        content: content({ p: 'brc-20', op: 'deploy', tick: 'ordi', max: '21000', lim: '1000' }),
        to: 'alice',
      },
      {
        height: 2,
        txIndex: 0,
        kind: 'inscribe',
        inscriptionId: 'b'.repeat(64) + 'i0',
        contentType: 'application/json',
        content: content({ p: 'brc-20', op: 'mint', tick: 'ordi', amt: '1000' }),
        to: 'alice',
      },
      {
        height: 3,
        txIndex: 0,
        kind: 'inscribe',
        inscriptionId: 'c'.repeat(64) + 'i0',
        contentType: 'text/plain',
        content: content({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '250.5' }),
        to: 'alice',
      },
      { height: 4, txIndex: 0, kind: 'transfer', inscriptionId: 'c'.repeat(64) + 'i0', to: 'bob' },
    ];
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const result = runCli(['brc20', 'replay', file]);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      ordi: {
        minted: '1000',
        holders: 2,
        balances: { alice: { available: '749.5', transferable: '0' }, bob: { available: '250.5', transferable: '0' } },
      },
    });
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
