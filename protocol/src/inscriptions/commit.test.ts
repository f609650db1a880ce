import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { inscriptionCommit } from './commit';
import { buildInscriptionScript } from './inscriptionScript';
import { evenKey } from './testing/scriptPathSpend';
import { tapleafHash } from './tapleaf';

const revealKey = evenKey().publicKey;
const internalKey = evenKey().publicKey;
const inscriptions = [{ contentType: 'text/plain', body: new TextEncoder().encode('hi') }];

describe('inscriptionCommit', () => {
  it('pays a taproot address of the network committing to the inscription leaf', () => {
    const main = inscriptionCommit({
      inscriptions,
      revealPublicKey: revealKey,
      internalPublicKey: internalKey,
      network: 'mainnet',
    });
    const test = inscriptionCommit({
      inscriptions,
      revealPublicKey: revealKey,
      internalPublicKey: internalKey,
      network: 'devnet',
    });
    expect(main.address).toMatch(/^bc1p/);
    expect(test.address).toMatch(/^tb1p/);
    expect(main.outputScript).toEqual(test.outputScript);
    expect(main.tapscript).toEqual(buildInscriptionScript(revealKey, inscriptions));
    const expected = bitcoin.payments.p2tr({
      internalPubkey: internalKey.subarray(1),
      hash: tapleafHash(main.tapscript),
    });
    expect(main.outputScript).toEqual(expected.output);
  });

  it('gives the control block of the single leaf: version with parity, then the internal key', () => {
    const { controlBlock } = inscriptionCommit({
      inscriptions,
      revealPublicKey: revealKey,
      internalPublicKey: internalKey,
      network: 'signet',
    });
    expect(controlBlock).toHaveLength(33);
    expect((controlBlock[0] ?? 0) & 0xfe).toBe(0xc0);
    expect(controlBlock.subarray(1)).toEqual(internalKey.subarray(1));
  });

  it('changes address with the inscriptions', () => {
    const a = inscriptionCommit({
      inscriptions,
      revealPublicKey: revealKey,
      internalPublicKey: internalKey,
      network: 'mainnet',
    });
    const b = inscriptionCommit({
      inscriptions: [{ body: new Uint8Array([1]) }],
      revealPublicKey: revealKey,
      internalPublicKey: internalKey,
      network: 'mainnet',
    });
    expect(a.address).not.toBe(b.address);
  });
});
