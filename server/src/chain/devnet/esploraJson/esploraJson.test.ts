import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bitcoin, bytesToHex, hexToBytes } from '@ordmarket/protocol';
import { innerScripts } from './innerScripts';
import { esploraOutputType } from './outputType';
import { scriptAsm } from './scriptAsm';
import { esploraTransaction } from './transactionJson';

const asm = (hex: string) => scriptAsm(hexToBytes(hex));
const repeat = (byte: string, count: number) => byte.repeat(count);
const hash20 = repeat('ab', 20);
const key32 = repeat('cd', 32);

interface RecordedOutput {
  scriptpubkey: string;
  scriptpubkey_asm: string;
  scriptpubkey_type: string;
}
interface RecordedTx {
  vin: Array<{ scriptsig: string; scriptsig_asm: string; prevout: RecordedOutput | null }>;
  vout: RecordedOutput[];
}
const recorded = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../esplora/recorded/${name}.json`, import.meta.url), 'utf8')) as {
      response: { body: unknown };
    }
  ).response.body;

describe("Esplora's script asm (rust-bitcoin's, as electrs prints it)", () => {
  it('matches what mempool.space answered for every script of the recorded transactions', () => {
    for (const name of ['tx', 'tx-coinbase']) {
      const tx = recorded(name) as RecordedTx;
      const outputs = [...tx.vout, ...tx.vin.flatMap(({ prevout }) => (prevout === null ? [] : [prevout]))];
      for (const output of outputs) {
        expect(asm(output.scriptpubkey)).toBe(output.scriptpubkey_asm);
        expect(esploraOutputType(hexToBytes(output.scriptpubkey))).toBe(output.scriptpubkey_type);
      }
      for (const input of tx.vin) expect(asm(input.scriptsig)).toBe(input.scriptsig_asm);
    }
  });

  it('spells the standard outputs and opcodes as rust-bitcoin does', () => {
    expect(asm('')).toBe('');
    expect(asm(`0014${hash20}`)).toBe(`OP_0 OP_PUSHBYTES_20 ${hash20}`);
    expect(asm(`5120${key32}`)).toBe(`OP_PUSHNUM_1 OP_PUSHBYTES_32 ${key32}`);
    expect(asm(`76a914${hash20}88ac`)).toBe(`OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUALVERIFY OP_CHECKSIG`);
    expect(asm('6a0568656c6c6f')).toBe('OP_RETURN OP_PUSHBYTES_5 68656c6c6f');
    expect(asm('4c0161')).toBe('OP_PUSHDATA1 61');
    expect(asm('4c00')).toBe('OP_PUSHDATA1');
    expect(asm('4d0200abcd')).toBe('OP_PUSHDATA2 abcd');
    // Core's asm says OP_CHECKLOCKTIMEVERIFY, OP_NOP3, 0 and -1; rust-bitcoin has names of its own.
    expect(asm('b1b2b3b9babbfeff504f0000')).toBe(
      'OP_CLTV OP_CSV OP_NOP4 OP_NOP10 OP_CHECKSIGADD OP_RETURN_187 OP_RETURN_254 OP_INVALIDOPCODE OP_RESERVED ' +
        'OP_PUSHNUM_NEG1 OP_0 OP_0',
    );
    expect(asm('5160616a')).toBe('OP_PUSHNUM_1 OP_PUSHNUM_16 OP_NOP OP_RETURN');
  });

  it("ends a script cut short with rust-bitcoin's markers", () => {
    expect(asm('4c')).toBe('<unexpected end>');
    expect(asm('514c')).toBe('OP_PUSHNUM_1<unexpected end>');
    expect(asm('4d01')).toBe('<unexpected end>');
    expect(asm('0201')).toBe('OP_PUSHBYTES_2 <push past end>');
    expect(asm('4c0201')).toBe('OP_PUSHDATA1 <push past end>');
    expect(asm('00020102')).toBe('OP_0 OP_PUSHBYTES_2 0102');
  });
});

describe("Esplora's scriptpubkey_type (mempool's electrs)", () => {
  it('names every kind in its order', () => {
    const type = (hex: string) => esploraOutputType(hexToBytes(hex));
    expect(type('')).toBe('empty');
    expect(type('6a')).toBe('op_return');
    expect(type(`21${repeat('02', 33)}ac`)).toBe('p2pk');
    expect(type(`41${repeat('04', 65)}ac`)).toBe('p2pk');
    expect(type(`76a914${hash20}88ac`)).toBe('p2pkh');
    expect(type(`76a914${hash20}88ad`)).toBe('unknown');
    expect(type(`a914${hash20}87`)).toBe('p2sh');
    expect(type(`0014${hash20}`)).toBe('v0_p2wpkh');
    expect(type(`0020${key32}`)).toBe('v0_p2wsh');
    expect(type(`5120${key32}`)).toBe('v1_p2tr');
    expect(type('51024e73')).toBe('anchor');
    expect(type('50')).toBe('provably_unspendable');
    expect(type('ba')).toBe('provably_unspendable');
    expect(type(`5121${repeat('02', 33)}51ae`)).toBe('multisig');
    expect(type(`5221${repeat('02', 33)}51ae`)).toBe('unknown');
    expect(type(`5214${hash20}`)).toBe('unknown');
  });
});

describe('inner scripts (electrs get_innerscripts)', () => {
  const p2sh = hexToBytes(`a914${hash20}87`);
  const p2wsh = hexToBytes(`0020${key32}`);
  const p2tr = hexToBytes(`5120${key32}`);
  const hex = (found: ReturnType<typeof innerScripts>) => ({
    redeem: found.redeemScript && bytesToHex(found.redeemScript),
    witness: found.witnessScript && bytesToHex(found.witnessScript),
  });
  const sig = hexToBytes('30');
  const script = hexToBytes('51');
  const control = hexToBytes(`c0${key32}`);

  it("finds a P2SH spend's redeem script and, when it wraps P2WSH, the witness script", () => {
    expect(hex(innerScripts(p2sh, hexToBytes(`160014${hash20}`), [sig]))).toEqual({
      redeem: `0014${hash20}`,
      witness: undefined,
    });
    expect(hex(innerScripts(p2sh, hexToBytes(`220020${key32}`), [sig, script]))).toEqual({
      redeem: `0020${key32}`,
      witness: '51',
    });
    expect(hex(innerScripts(p2sh, hexToBytes('0051'), []))).toEqual({ redeem: undefined, witness: undefined });
    expect(hex(innerScripts(p2sh, hexToBytes('5100'), []))).toEqual({ redeem: '', witness: undefined });
  });

  it("finds a P2WSH spend's witness script and a taproot script path's tapscript, never a key path's", () => {
    expect(hex(innerScripts(p2wsh, new Uint8Array(), [sig, script]))).toEqual({ redeem: undefined, witness: '51' });
    expect(hex(innerScripts(p2tr, new Uint8Array(), [sig]))).toEqual({ redeem: undefined, witness: undefined });
    expect(hex(innerScripts(p2tr, new Uint8Array(), [sig, hexToBytes('50aa')]))).toEqual({
      redeem: undefined,
      witness: undefined,
    });
    expect(hex(innerScripts(p2tr, new Uint8Array(), [sig, script, control]))).toEqual({
      redeem: undefined,
      witness: '51',
    });
    expect(hex(innerScripts(p2tr, new Uint8Array(), [sig, script, control, hexToBytes('50aa')]))).toEqual({
      redeem: undefined,
      witness: '51',
    });
    expect(hex(innerScripts(hexToBytes(`0014${hash20}`), new Uint8Array(), [sig, script]))).toEqual({
      redeem: undefined,
      witness: undefined,
    });
  });
});

describe('a transaction in Esplora JSON', () => {
  it("reproduces mempool.space's answer for the genesis coinbase from its bytes", () => {
    const hex = recorded('tx-hex') as string;
    const expected = recorded('tx-coinbase') as { txid: string; status: { confirmed: boolean } } & object;
    const tx = bitcoin.Transaction.fromHex(hex);
    const json = esploraTransaction(tx, {
      txid: tx.getId(),
      prevouts: new Map(),
      fee: 0n,
      status: expected.status,
      network: 'mainnet',
    });
    // mempool's electrs adds a sigops count, which Blockstream's electrs (and this server) do not send.
    const withoutSigops = Object.fromEntries(Object.entries(expected).filter(([key]) => key !== 'sigops'));
    expect(json).toEqual(withoutSigops);
    // Key order too: electrs serializes its structs' fields in declaration order.
    expect(JSON.stringify(json)).toBe(JSON.stringify(withoutSigops));
  });
});
