import { hexToBytes } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { descriptorChecksum } from './descriptorChecksum';
import { opcodeName } from './opcodeNames';
import { scriptAsm } from './scriptAsm';
import { scriptPubKeyJson } from './scriptPubKeyJson';

const json = (hex: string) => scriptPubKeyJson(hexToBytes(hex));
/** The generator point, compressed and uncompressed: a key every curve check accepts. */
const compressedKey = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const uncompressedKey =
  '0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798' +
  '483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8';

describe("Core's scriptPubKey JSON", () => {
  it('writes the checksum BIP 380 gives for raw(deadbeef)', () => {
    expect(descriptorChecksum('raw(deadbeef)')).toBe('89f8spxm');
    expect(descriptorChecksum('raw(deadbeef)\u00e9')).toBeUndefined();
  });

  // Outputs as bitcoind (testnet) printed them for these scripts.
  it('matches what bitcoind printed for p2wpkh, p2wsh, p2tr and a witness commitment', () => {
    expect(json('00146060da2de9c2b16df1131372ef1cb83953d0fdf8')).toEqual({
      asm: '0 6060da2de9c2b16df1131372ef1cb83953d0fdf8',
      desc: 'addr(tb1qvpsd5t0fc2ckmugnzdew789c89fapl0cvay226)#vqy8meq2',
      hex: '00146060da2de9c2b16df1131372ef1cb83953d0fdf8',
      address: 'tb1qvpsd5t0fc2ckmugnzdew789c89fapl0cvay226',
      type: 'witness_v0_keyhash',
    });
    expect(json('002055bf151fc165264c6c6e2e52a67eea86ac27507588fd40e9e1feefa196d810ed')).toMatchObject({
      desc: 'addr(tb1q2kl3287pv5nycmrw9ef2vlh2s6kzw5r43r75p60plmh6r9kczrksvv2yys)#rhw06cd4',
      type: 'witness_v0_scripthash',
    });
    expect(json('512083698e458c6664e1595d75da2597de1e22ee97d798e706c4c0a4b5a9823cd743')).toEqual({
      asm: '1 83698e458c6664e1595d75da2597de1e22ee97d798e706c4c0a4b5a9823cd743',
      desc: 'rawtr(83698e458c6664e1595d75da2597de1e22ee97d798e706c4c0a4b5a9823cd743)#lr3hfg6s',
      hex: '512083698e458c6664e1595d75da2597de1e22ee97d798e706c4c0a4b5a9823cd743',
      address: 'tb1psd5cu3vvvejwzk2awhdzt977rc3wa97hnrnsd3xq5j66nq3u6aps0rtp4w',
      type: 'witness_v1_taproot',
    });
    const commitment = '6a24aa21a9ede2f61c3f71d1defd3fa999dfa36953755c690689799962b48bebd836974e8cf9';
    expect(json(commitment)).toEqual({
      asm: 'OP_RETURN aa21a9ede2f61c3f71d1defd3fa999dfa36953755c690689799962b48bebd836974e8cf9',
      desc: `raw(${commitment})#cav96mf3`,
      hex: commitment,
      type: 'nulldata',
    });
  });

  it('names every template as Solver does, with an address and descriptor only where Core infers one', () => {
    const hash = '89abcdefabbaabbaabbaabbaabbaabbaabbaabba';
    expect(json(`76a914${hash}88ac`)).toMatchObject({
      asm: `OP_DUP OP_HASH160 ${hash} OP_EQUALVERIFY OP_CHECKSIG`,
      address: expect.stringMatching(/^[mn]/) as unknown,
      desc: expect.stringMatching(/^addr\([mn]\w+\)#\w{8}$/) as unknown,
      type: 'pubkeyhash',
    });
    expect(json(`a914${hash}87`)).toMatchObject({
      address: expect.stringMatching(/^2/) as unknown,
      type: 'scripthash',
    });
    expect(json(`21${compressedKey}ac`)).toEqual({
      asm: `${compressedKey} OP_CHECKSIG`,
      desc: `pk(${compressedKey})#${descriptorChecksum(`pk(${compressedKey})`) ?? ''}`,
      hex: `21${compressedKey}ac`,
      type: 'pubkey',
    });
    const hybrid = `06${uncompressedKey.slice(2)}`;
    expect(json(`41${hybrid}ac`)).toMatchObject({ desc: expect.stringMatching(/^raw\(/) as unknown, type: 'pubkey' });
    expect(json(`5121${compressedKey}41${uncompressedKey}52ae`)).toMatchObject({
      asm: `1 ${compressedKey} ${uncompressedKey} 2 OP_CHECKMULTISIG`,
      desc: expect.stringMatching(new RegExp(`^multi\\(1,${compressedKey},${uncompressedKey}\\)#`)) as unknown,
      type: 'multisig',
    });
    expect(json('51024e73')).toMatchObject({ asm: '1 29518', address: 'tb1pfees9rn5nz', type: 'anchor' });
    expect(json('52021234')).toMatchObject({
      desc: expect.stringMatching(/^addr\(tb1z/) as unknown,
      type: 'witness_unknown',
    });
    // A 32-byte v1 program off the curve still has an address, but no rawtr().
    const offCurve = `5120${'00'.repeat(32)}`;
    expect(json(offCurve)).toMatchObject({
      desc: expect.stringMatching(/^addr\(tb1p/) as unknown,
      type: 'witness_v1_taproot',
    });
    expect(json(`0015${'00'.repeat(21)}`)).toMatchObject({
      type: 'nonstandard',
      desc: expect.stringMatching(/^raw\(/) as unknown,
    });
    expect(json('6a')).toMatchObject({ asm: 'OP_RETURN', type: 'nulldata' });
    expect(json('6aac')).toMatchObject({ type: 'nonstandard' });
    expect(json('')).toEqual({
      asm: '',
      desc: `raw()#${descriptorChecksum('raw()') ?? ''}`,
      hex: '',
      type: 'nonstandard',
    });
  });

  it('disassembles as ScriptToAsmStr does', () => {
    expect(opcodeName(0xac)).toBe('OP_CHECKSIG');
    expect(opcodeName(0xb1)).toBe('OP_CHECKLOCKTIMEVERIFY');
    expect(opcodeName(0xba)).toBe('OP_CHECKSIGADD');
    expect(opcodeName(0xbb)).toBe('OP_UNKNOWN');
    expect(scriptAsm(hexToBytes('004f5060'))).toBe('0 -1 OP_RESERVED 16');
    // Pushes of up to 4 bytes are script numbers, the top bit of the last byte the sign.
    expect(scriptAsm(hexToBytes('0181028000040000008003ffffff'))).toBe('-1 128 0 -8388607');
    expect(scriptAsm(hexToBytes('4c'))).toBe('[error]');
    expect(scriptAsm(hexToBytes('76a9024c'))).toBe('OP_DUP OP_HASH160 [error]');
    const signature =
      '3044022045cab4f6958e87d5f7b2c809169a4aed976b69ea8b8695bd45ae36c1cede2d9302206cfb07aacc149fbdde1f50496c6376c4' +
      '87123b55f3a595cfe00b36aa075a3c0d';
    const scriptSig = `47${signature}01`;
    expect(scriptAsm(hexToBytes(scriptSig), true)).toBe(`${signature}[ALL]`);
    expect(scriptAsm(hexToBytes(scriptSig))).toBe(`${signature}01`);
    expect(scriptAsm(hexToBytes(`6a${scriptSig}`), true)).toBe(`OP_RETURN ${signature}01`);
  });
});
