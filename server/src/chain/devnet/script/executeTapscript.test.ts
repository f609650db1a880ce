import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serverCurve } from '../../../crypto/serverCurve';
import { bitcoin, buildInscriptionScript, concatBytes, hexToBytes } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { ChainRejection } from '../../ChainSource';
import { executeTapscript, type SchnorrChecker } from './executeTapscript';
import { isOpSuccess, parseScript } from './parseScript';

const { opcodes } = bitcoin;

/** A script from opcodes and data; bitcoinjs writes each datum with its minimal push, as wallets do. */
const script = (...chunks: Array<number | Uint8Array>) => bitcoin.script.compile(chunks);
const raw = (...bytes: number[]) => Uint8Array.from(bytes);
const filled = (length: number, byte: number) => new Uint8Array(length).fill(byte);
const repeated = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
const sha256 = (data: string) => Uint8Array.from(createHash('sha256').update(data).digest());

const EMPTY = new Uint8Array();
const TRUE = raw(1);

/** The message every signature here commits to, standing in for the BIP341 sighash verifyTaproot signs over. */
const sighash = sha256('executeTapscript.test sighash');

interface Signer {
  readonly key: Uint8Array;
  readonly signature: Uint8Array;
}

function signer(name: string): Signer {
  const privateKey = sha256(name);
  return {
    key: serverCurve.xOnlyPointFromScalar(privateKey),
    // Zero auxiliary randomness: the same signature on every run, so a failing vector fails every time.
    signature: serverCurve.signSchnorr(sighash, privateKey, new Uint8Array(32)),
  };
}

const alice = signer('alice');
const bob = signer('bob');
const carol = signer('carol');
const tamperedSignature = alice.signature.map((byte, at) => (at === 63 ? byte ^ 1 : byte));
/** Alice's key with a compressed-key prefix: 33 bytes, a key type tapscript leaves to future soft forks. */
const aliceCompressedKey = concatBytes([raw(0x02), alice.key]);
/** No point on the curve has x = 0. */
const keyOffCurve = filled(32, 0);

/**
 * verifyTaproot's checker with the transaction left out: real BIP340 verification over one fixed message. A key off
 * the curve verifies nothing, as in libsecp256k1; tiny-secp256k1 would throw on it, so it is tested first.
 */
const checker: SchnorrChecker = (signature, xOnlyKey) =>
  serverCurve.isXOnlyPoint(xOnlyKey) && serverCurve.verifySchnorr(sighash, xOnlyKey, signature);

// FIPS 180-2's "abc" example, and RIPEMD160 of that digest: hash values computed outside the code under test.
const preimage = new TextEncoder().encode('abc');
const preimageSha256 = hexToBytes('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
const preimageHash160 = hexToBytes('bb1be98c142444d7a56aa3981c3942a978e4dc33');
const wrongPreimage = new TextEncoder().encode('abd');

// Bitcoin Core's reject reasons: a consensus failure is "mandatory", a relay-policy one "non-mandatory".
const consensus = (message: string) => `mandatory-script-verify-flag-failed (${message})`;
const policy = (message: string) => `non-mandatory-script-verify-flag (${message})`;
const accepted = 'accepted';

function outcomeOf(tapscript: Uint8Array, witness: readonly Uint8Array[]): string {
  try {
    executeTapscript(tapscript, [...witness], checker);
    return accepted;
  } catch (error) {
    if (!(error instanceof ChainRejection)) throw error;
    return error.message;
  }
}

/** A tapscript and the witness stack under it, bottom first: the last element is the top. */
interface Vector {
  readonly name: string;
  readonly script: Uint8Array;
  readonly witness: readonly Uint8Array[];
}

interface Refusal extends Vector {
  readonly reason: string;
}

/** The two ord envelopes of one reveal; bodies over 520 bytes are cut into OP_PUSHDATA2 pushes. */
const envelopes = buildInscriptionScript(alice.key, [
  { contentType: 'text/plain;charset=utf-8', body: filled(600, 0x61) },
  { contentType: 'image/png', body: filled(1, 0x89), pointer: 1_000n, metaprotocol: 'brc-20' },
]);

/** A 2-of-3 multisig the BIP342 way: each key adds its signature's result to a running count. */
const twoOfThree = script(
  alice.key,
  opcodes.OP_CHECKSIG,
  bob.key,
  opcodes.OP_CHECKSIGADD,
  carol.key,
  opcodes.OP_CHECKSIGADD,
  opcodes.OP_2,
  opcodes.OP_NUMEQUAL,
);

/** Alice claims with the preimage; Bob takes the refund branch. */
const hashTimeLock = script(
  opcodes.OP_IF,
  opcodes.OP_SHA256,
  preimageSha256,
  opcodes.OP_EQUALVERIFY,
  alice.key,
  opcodes.OP_ELSE,
  bob.key,
  opcodes.OP_ENDIF,
  opcodes.OP_CHECKSIG,
);

/** 1000 elements, the most a stack may hold, with a true one at the bottom. */
const fullWitness = [TRUE, ...repeated(999, EMPTY)];

const valid: Vector[] = [
  // Signature scripts.
  {
    name: 'a single key: <key> OP_CHECKSIG',
    script: script(alice.key, opcodes.OP_CHECKSIG),
    witness: [alice.signature],
  },
  { name: 'two ord envelopes after the key check', script: envelopes, witness: [alice.signature] },
  {
    name: 'an envelope holding an OP_PUSHDATA4 push and a non-minimal push, which execution skips',
    script: concatBytes([
      script(alice.key, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_IF),
      raw(opcodes.OP_PUSHDATA4, 3, 0, 0, 0, 0x6f, 0x72, 0x64),
      raw(opcodes.OP_PUSHDATA1, 1, 0x05),
      raw(opcodes.OP_ENDIF),
    ]),
    witness: [alice.signature],
  },
  {
    name: 'a skipped branch holding OP_RETURN, unsupported and invalid opcodes',
    script: script(
      alice.key,
      opcodes.OP_CHECKSIG,
      opcodes.OP_0,
      opcodes.OP_IF,
      opcodes.OP_RETURN,
      opcodes.OP_TOALTSTACK,
      opcodes.OP_CHECKMULTISIG,
      opcodes.OP_INVALIDOPCODE,
      opcodes.OP_ENDIF,
    ),
    witness: [alice.signature],
  },
  {
    name: '2-of-2 by OP_CHECKSIGVERIFY then OP_CHECKSIG',
    script: script(alice.key, opcodes.OP_CHECKSIGVERIFY, bob.key, opcodes.OP_CHECKSIG),
    witness: [bob.signature, alice.signature],
  },
  {
    name: '2-of-2 by OP_CHECKSIGADD: <k1> OP_CHECKSIG <k2> OP_CHECKSIGADD <2> OP_NUMEQUAL',
    script: script(alice.key, opcodes.OP_CHECKSIG, bob.key, opcodes.OP_CHECKSIGADD, opcodes.OP_2, opcodes.OP_NUMEQUAL),
    witness: [bob.signature, alice.signature],
  },
  {
    name: '2-of-3 with the signature for Bob left empty',
    script: twoOfThree,
    witness: [carol.signature, EMPTY, alice.signature],
  },
  {
    name: '2-of-3 with the signature for Alice left empty',
    script: twoOfThree,
    witness: [carol.signature, bob.signature, EMPTY],
  },
  {
    name: '1-of-2 by OP_CHECKSIGADD and OP_NUMEQUALVERIFY',
    script: script(
      alice.key,
      opcodes.OP_CHECKSIG,
      bob.key,
      opcodes.OP_CHECKSIGADD,
      opcodes.OP_1,
      opcodes.OP_NUMEQUALVERIFY,
      opcodes.OP_1,
    ),
    witness: [bob.signature, EMPTY],
  },
  {
    name: 'an empty signature, which is a false result rather than a failure',
    script: script(alice.key, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_EQUAL),
    witness: [EMPTY],
  },
  {
    // Only operands are held to 4 bytes: the count may grow past them.
    name: 'OP_CHECKSIGADD counting from 2^31 - 1 to a 5-byte 2^31',
    script: script(alice.key, opcodes.OP_CHECKSIGADD, raw(0, 0, 0, 0x80, 0), opcodes.OP_EQUAL),
    witness: [alice.signature, raw(0xff, 0xff, 0xff, 0x7f)],
  },
  // Hash locks.
  {
    name: 'a SHA256 hash lock',
    script: script(opcodes.OP_SHA256, preimageSha256, opcodes.OP_EQUAL),
    witness: [preimage],
  },
  {
    name: 'a HASH160 lock before a key',
    script: script(opcodes.OP_HASH160, preimageHash160, opcodes.OP_EQUALVERIFY, alice.key, opcodes.OP_CHECKSIG),
    witness: [alice.signature, preimage],
  },
  {
    name: 'a hash time lock claimed with the preimage',
    script: hashTimeLock,
    witness: [alice.signature, preimage, TRUE],
  },
  { name: 'a hash time lock refunded through OP_ELSE', script: hashTimeLock, witness: [bob.signature, EMPTY] },
  // Conditionals.
  {
    name: 'OP_NOTIF taking its branch on an empty element',
    script: script(opcodes.OP_NOTIF, alice.key, opcodes.OP_ELSE, bob.key, opcodes.OP_ENDIF, opcodes.OP_CHECKSIG),
    witness: [alice.signature, EMPTY],
  },
  {
    name: 'OP_NOTIF skipping its branch on 0x01',
    script: script(opcodes.OP_NOTIF, alice.key, opcodes.OP_ELSE, bob.key, opcodes.OP_ENDIF, opcodes.OP_CHECKSIG),
    witness: [bob.signature, TRUE],
  },
  {
    name: 'nested conditionals taking the inner OP_ELSE',
    script: script(
      opcodes.OP_IF,
      opcodes.OP_IF,
      opcodes.OP_0,
      opcodes.OP_ELSE,
      opcodes.OP_1,
      opcodes.OP_ENDIF,
      opcodes.OP_ELSE,
      opcodes.OP_0,
      opcodes.OP_ENDIF,
    ),
    witness: [EMPTY, TRUE],
  },
  {
    // The inner OP_IF pops nothing: the true element under it is still there at the end.
    name: 'a conditional nested in a skipped branch',
    script: script(opcodes.OP_0, opcodes.OP_IF, opcodes.OP_IF, opcodes.OP_RETURN, opcodes.OP_ENDIF, opcodes.OP_ENDIF),
    witness: [TRUE],
  },
  {
    name: 'a second OP_ELSE flipping the branch back',
    script: script(
      opcodes.OP_1,
      opcodes.OP_IF,
      opcodes.OP_ELSE,
      opcodes.OP_RETURN,
      opcodes.OP_ELSE,
      opcodes.OP_1,
      opcodes.OP_ENDIF,
    ),
    witness: [],
  },
  // Pushes.
  { name: 'OP_0 pushing an empty element', script: script(opcodes.OP_0, opcodes.OP_EQUAL), witness: [EMPTY] },
  ...Array.from({ length: 75 }, (_, at) => {
    const data = filled(at + 1, 0x11);
    return { name: `a direct push of ${at + 1} bytes`, script: script(data, opcodes.OP_EQUAL), witness: [data] };
  }),
  ...[76, 255, 256, 520].map((length) => {
    const data = filled(length, 0x22);
    const pushdata = length <= 0xff ? 'OP_PUSHDATA1' : 'OP_PUSHDATA2';
    return { name: `${pushdata} with ${length} bytes`, script: script(data, opcodes.OP_EQUAL), witness: [data] };
  }),
  {
    name: 'an OP_SUCCESSx byte inside a push, which is data',
    script: script(raw(opcodes.OP_RESERVED), opcodes.OP_EQUAL),
    witness: [raw(opcodes.OP_RESERVED)],
  },
  // Small numbers.
  { name: 'OP_1NEGATE pushing 0x81', script: script(opcodes.OP_1NEGATE, opcodes.OP_EQUAL), witness: [raw(0x81)] },
  ...Array.from({ length: 16 }, (_, at) => ({
    name: `OP_${at + 1} pushing ${at + 1}`,
    script: script(opcodes.OP_1 + at, opcodes.OP_EQUAL),
    witness: [raw(at + 1)],
  })),
  // Stack and comparison opcodes.
  { name: 'OP_NOP doing nothing', script: script(opcodes.OP_NOP), witness: [TRUE] },
  // A sign bit makes an element false only in its last byte.
  {
    name: 'OP_VERIFY popping 0x8000, a true element',
    script: script(opcodes.OP_VERIFY, opcodes.OP_1),
    witness: [raw(0x80, 0)],
  },
  { name: 'OP_DROP', script: script(opcodes.OP_DROP), witness: [TRUE, raw(0x42)] },
  { name: 'OP_2DROP', script: script(opcodes.OP_2DROP), witness: [TRUE, raw(0x42), raw(0x43)] },
  { name: 'OP_DUP copying the top element', script: script(opcodes.OP_DUP, opcodes.OP_EQUAL), witness: [raw(0x42)] },
  {
    // 0x01 and 0x0100 are the same number but not the same bytes.
    name: 'OP_EQUAL comparing bytes, not numbers',
    script: script(opcodes.OP_EQUAL, opcodes.OP_0, opcodes.OP_EQUAL),
    witness: [raw(1), raw(1, 0)],
  },
  {
    name: 'OP_EQUALVERIFY on equal bytes',
    script: script(opcodes.OP_EQUALVERIFY, opcodes.OP_1),
    witness: [raw(7), raw(7)],
  },
  { name: 'OP_NUMEQUAL on 128', script: script(raw(0x80, 0), opcodes.OP_NUMEQUAL), witness: [raw(0x80, 0)] },
  {
    name: 'OP_NUMEQUAL on -(2^31 - 1)',
    script: script(raw(0xff, 0xff, 0xff, 0xff), opcodes.OP_NUMEQUAL),
    witness: [raw(0xff, 0xff, 0xff, 0xff)],
  },
  { name: 'OP_NUMEQUAL on zero written as OP_0', script: script(opcodes.OP_0, opcodes.OP_NUMEQUAL), witness: [EMPTY] },
  {
    name: 'OP_NUMEQUAL on unequal numbers pushing an empty element',
    script: script(opcodes.OP_2, opcodes.OP_3, opcodes.OP_NUMEQUAL, opcodes.OP_0, opcodes.OP_EQUAL),
    witness: [],
  },
  { name: 'OP_NUMEQUAL on OP_1NEGATE', script: script(opcodes.OP_1NEGATE, opcodes.OP_NUMEQUAL), witness: [raw(0x81)] },
  {
    name: 'OP_NUMEQUALVERIFY on equal numbers',
    script: script(opcodes.OP_5, opcodes.OP_NUMEQUALVERIFY, opcodes.OP_1),
    witness: [raw(5)],
  },
  // Limits, at their bounds.
  {
    name: 'a witness of 1000 elements',
    script: script(...repeated(499, opcodes.OP_2DROP), opcodes.OP_DROP),
    witness: fullWitness,
  },
  {
    name: 'a push reaching 1000 elements',
    script: script(opcodes.OP_0, ...repeated(499, opcodes.OP_2DROP), opcodes.OP_DROP),
    witness: [TRUE, ...repeated(998, EMPTY)],
  },
  { name: 'an empty script, leaving the witness to decide', script: script(), witness: [TRUE] },
];

/** Each opcode that pops, given one element fewer than it needs. */
const underflows: Refusal[] = [
  { opcode: 'OP_VERIFY', script: script(opcodes.OP_VERIFY), witness: [] },
  { opcode: 'OP_DROP', script: script(opcodes.OP_DROP), witness: [] },
  { opcode: 'OP_2DROP', script: script(opcodes.OP_2DROP), witness: [TRUE] },
  { opcode: 'OP_DUP', script: script(opcodes.OP_DUP), witness: [] },
  { opcode: 'OP_EQUAL', script: script(opcodes.OP_EQUAL), witness: [TRUE] },
  { opcode: 'OP_EQUALVERIFY', script: script(opcodes.OP_EQUALVERIFY), witness: [TRUE] },
  { opcode: 'OP_NUMEQUAL', script: script(opcodes.OP_NUMEQUAL), witness: [TRUE] },
  { opcode: 'OP_NUMEQUALVERIFY', script: script(opcodes.OP_NUMEQUALVERIFY), witness: [TRUE] },
  { opcode: 'OP_SHA256', script: script(opcodes.OP_SHA256), witness: [] },
  { opcode: 'OP_HASH160', script: script(opcodes.OP_HASH160), witness: [] },
  { opcode: 'OP_CHECKSIG', script: script(alice.key, opcodes.OP_CHECKSIG), witness: [] },
  { opcode: 'OP_CHECKSIGVERIFY', script: script(alice.key, opcodes.OP_CHECKSIGVERIFY), witness: [] },
  { opcode: 'OP_CHECKSIGADD', script: script(alice.key, opcodes.OP_CHECKSIGADD), witness: [EMPTY] },
].map(({ opcode, ...vector }) => ({
  name: `${opcode} with one element too few`,
  ...vector,
  reason: consensus('Operation not valid with the current stack size'),
}));

const refused: Refusal[] = [
  // Scripts that do not parse (Core's BAD_OPCODE), and the two opcodes it reads as conditionals but cannot run.
  ...[
    { name: 'a direct push running past the end', script: raw(0x02, 0x01), witness: [] },
    {
      name: 'OP_PUSHDATA1 without its length after a key check',
      script: concatBytes([script(alice.key, opcodes.OP_CHECKSIG), raw(opcodes.OP_PUSHDATA1)]),
      witness: [alice.signature],
    },
    { name: 'OP_PUSHDATA2 running past the end', script: raw(opcodes.OP_PUSHDATA2, 5, 0, 1, 2), witness: [] },
    { name: 'OP_PUSHDATA4 with three bytes of its length', script: raw(opcodes.OP_PUSHDATA4, 1, 0, 0), witness: [] },
    {
      name: 'a push running past the end inside a skipped branch',
      script: concatBytes([script(opcodes.OP_0, opcodes.OP_IF), raw(opcodes.OP_PUSHDATA1, 0x10, 1)]),
      witness: [],
    },
    { name: 'OP_VERIF executed', script: script(opcodes.OP_VERIF), witness: [TRUE] },
    {
      name: 'OP_VERIF in a skipped branch',
      script: script(alice.key, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_IF, opcodes.OP_VERIF, opcodes.OP_ENDIF),
      witness: [alice.signature],
    },
    {
      name: 'OP_VERNOTIF in a skipped branch',
      script: script(
        alice.key,
        opcodes.OP_CHECKSIG,
        opcodes.OP_0,
        opcodes.OP_IF,
        opcodes.OP_VERNOTIF,
        opcodes.OP_ENDIF,
      ),
      witness: [alice.signature],
    },
  ].map((vector) => ({ ...vector, reason: consensus('Opcode missing or not understood') })),

  // OP_SUCCESSx: valid by consensus, refused by relay, ahead of every other rule.
  ...[
    { name: 'OP_RESERVED, the first OP_SUCCESSx', script: raw(opcodes.OP_RESERVED), witness: [] },
    {
      name: 'OP_CAT in a skipped branch',
      script: script(alice.key, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_IF, opcodes.OP_CAT, opcodes.OP_ENDIF),
      witness: [alice.signature],
    },
    { name: 'OP_SUCCESS187 after an OP_RETURN', script: raw(opcodes.OP_RETURN, 187), witness: [] },
    { name: 'OP_SUCCESS254 over a witness of 1001 elements', script: raw(254), witness: repeated(1001, EMPTY) },
  ].map((vector) => ({ ...vector, reason: policy('OP_SUCCESSx reserved for soft-fork upgrades') })),

  {
    name: 'a 521-byte push',
    script: script(filled(521, 0x33), opcodes.OP_EQUAL),
    witness: [],
    reason: consensus('Push value size limit exceeded'),
  },
  {
    name: 'a 521-byte push in a skipped ord envelope',
    script: script(alice.key, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_IF, filled(521, 0x33), opcodes.OP_ENDIF),
    witness: [alice.signature],
    reason: consensus('Push value size limit exceeded'),
  },

  // MINIMALDATA, binding the pushes that run.
  ...[
    {
      name: 'OP_PUSHDATA1 for one byte',
      script: raw(opcodes.OP_PUSHDATA1, 1, 0x11, opcodes.OP_EQUAL),
      witness: [raw(0x11)],
    },
    { name: 'a direct push of 0x05 instead of OP_5', script: raw(1, 0x05, opcodes.OP_EQUAL), witness: [raw(5)] },
    {
      name: 'a direct push of 0x81 instead of OP_1NEGATE',
      script: raw(1, 0x81, opcodes.OP_EQUAL),
      witness: [raw(0x81)],
    },
    {
      name: 'OP_PUSHDATA1 of nothing instead of OP_0',
      script: raw(opcodes.OP_PUSHDATA1, 0, opcodes.OP_EQUAL),
      witness: [EMPTY],
    },
    {
      name: 'OP_PUSHDATA2 for 255 bytes',
      script: concatBytes([raw(opcodes.OP_PUSHDATA2, 0xff, 0), filled(255, 0x11), raw(opcodes.OP_EQUAL)]),
      witness: [filled(255, 0x11)],
    },
    {
      name: 'OP_PUSHDATA4 executed',
      script: raw(opcodes.OP_PUSHDATA4, 1, 0, 0, 0, 0x11, opcodes.OP_EQUAL),
      witness: [raw(0x11)],
    },
  ].map((vector) => ({ ...vector, reason: policy('Data push larger than necessary') })),

  ...underflows,

  ...[
    { name: 'OP_IF on an empty stack', script: script(opcodes.OP_IF, opcodes.OP_1, opcodes.OP_ENDIF), witness: [] },
    {
      name: 'OP_NOTIF on an empty stack',
      script: script(opcodes.OP_NOTIF, opcodes.OP_1, opcodes.OP_ENDIF),
      witness: [],
    },
    { name: 'OP_ELSE without OP_IF', script: script(opcodes.OP_ELSE, opcodes.OP_ENDIF), witness: [TRUE] },
    { name: 'OP_ENDIF without OP_IF', script: script(opcodes.OP_ENDIF), witness: [TRUE] },
    {
      name: 'one OP_ENDIF too many',
      script: script(opcodes.OP_IF, opcodes.OP_ENDIF, opcodes.OP_ENDIF, opcodes.OP_1),
      witness: [TRUE],
    },
    { name: 'OP_IF left open', script: script(opcodes.OP_IF, opcodes.OP_1), witness: [TRUE] },
    {
      name: 'OP_IF left open inside a skipped branch',
      script: script(opcodes.OP_0, opcodes.OP_IF, opcodes.OP_IF, opcodes.OP_ENDIF, opcodes.OP_1),
      witness: [],
    },
  ].map((vector) => ({ ...vector, reason: consensus('Invalid OP_IF construction') })),

  // Tapscript's MINIMALIF: a condition is exactly empty or exactly 0x01.
  ...[
    { name: 'OP_IF on 0x02', opcode: opcodes.OP_IF, condition: raw(2) },
    { name: 'OP_IF on 0x00', opcode: opcodes.OP_IF, condition: raw(0) },
    { name: 'OP_IF on 0x0100', opcode: opcodes.OP_IF, condition: raw(1, 0) },
    { name: 'OP_NOTIF on negative zero', opcode: opcodes.OP_NOTIF, condition: raw(0x80) },
  ].map(({ name, opcode, condition }) => ({
    name,
    script: script(opcode, opcodes.OP_1, opcodes.OP_ENDIF),
    witness: [TRUE, condition],
    reason: consensus('OP_IF/NOTIF argument must be minimal in tapscript'),
  })),

  {
    name: 'OP_VERIFY on an empty element',
    script: script(opcodes.OP_0, opcodes.OP_VERIFY, opcodes.OP_1),
    witness: [],
    reason: consensus('Script failed an OP_VERIFY operation'),
  },
  {
    name: 'OP_VERIFY on negative zero',
    script: script(opcodes.OP_VERIFY, opcodes.OP_1),
    witness: [raw(0, 0x80)],
    reason: consensus('Script failed an OP_VERIFY operation'),
  },
  {
    name: 'OP_RETURN',
    script: script(opcodes.OP_RETURN),
    witness: [TRUE],
    reason: consensus('OP_RETURN was encountered'),
  },
  {
    name: 'OP_RETURN in a branch taken',
    script: script(opcodes.OP_IF, opcodes.OP_RETURN, opcodes.OP_ENDIF, opcodes.OP_1),
    witness: [TRUE],
    reason: consensus('OP_RETURN was encountered'),
  },
  {
    name: 'a HASH160 lock given the wrong preimage',
    script: script(opcodes.OP_HASH160, preimageHash160, opcodes.OP_EQUALVERIFY, alice.key, opcodes.OP_CHECKSIG),
    witness: [alice.signature, wrongPreimage],
    reason: consensus('Script failed an OP_EQUALVERIFY operation'),
  },
  {
    name: 'OP_NUMEQUALVERIFY on unequal numbers',
    script: script(opcodes.OP_2, opcodes.OP_NUMEQUALVERIFY, opcodes.OP_1),
    witness: [raw(3)],
    reason: consensus('Script failed an OP_NUMEQUALVERIFY operation'),
  },

  // Script numbers: 4-byte operands by consensus, minimal ones by relay policy.
  {
    name: 'OP_NUMEQUAL on a 5-byte number',
    script: script(opcodes.OP_1, opcodes.OP_NUMEQUAL),
    witness: [raw(0, 0, 0, 0x80, 0)],
    reason: consensus('Script number overflow'),
  },
  {
    name: 'OP_CHECKSIGADD counting from a 5-byte number',
    script: script(alice.key, opcodes.OP_CHECKSIGADD),
    witness: [alice.signature, raw(0, 0, 0, 0x80, 0)],
    reason: consensus('Script number overflow'),
  },
  {
    name: 'OP_NUMEQUAL on zero written as 0x00',
    script: script(opcodes.OP_0, opcodes.OP_NUMEQUAL),
    witness: [raw(0)],
    reason: policy('Non-minimally encoded script number'),
  },
  {
    name: 'OP_NUMEQUALVERIFY on negative zero',
    script: script(opcodes.OP_0, opcodes.OP_NUMEQUALVERIFY, opcodes.OP_1),
    witness: [raw(0x80)],
    reason: policy('Non-minimally encoded script number'),
  },
  {
    name: 'OP_CHECKSIGADD counting from 1 written as 0x0100',
    script: script(alice.key, opcodes.OP_CHECKSIGADD, opcodes.OP_2, opcodes.OP_NUMEQUAL),
    witness: [alice.signature, raw(1, 0)],
    reason: policy('Non-minimally encoded script number'),
  },

  // Keys and signatures (BIP342's signature opcodes).
  ...[
    { name: 'an empty key', script: script(opcodes.OP_0, opcodes.OP_CHECKSIG), witness: [alice.signature] },
    {
      name: 'an empty key beside an empty signature',
      script: script(opcodes.OP_0, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_EQUAL),
      witness: [EMPTY],
    },
    {
      name: 'an empty key in OP_CHECKSIGADD',
      script: script(opcodes.OP_0, opcodes.OP_CHECKSIGADD),
      witness: [alice.signature, EMPTY],
    },
  ].map((vector) => ({ ...vector, reason: consensus('Public key is neither compressed or uncompressed') })),
  ...[
    { name: 'a 33-byte key', script: script(aliceCompressedKey, opcodes.OP_CHECKSIG), witness: [alice.signature] },
    {
      name: 'a 33-byte key beside an empty signature',
      script: script(aliceCompressedKey, opcodes.OP_CHECKSIG, opcodes.OP_0, opcodes.OP_EQUAL),
      witness: [EMPTY],
    },
    {
      name: 'a 1-byte key in OP_CHECKSIGADD',
      script: script(raw(0x42), opcodes.OP_CHECKSIGADD),
      witness: [EMPTY, EMPTY],
    },
  ].map((vector) => ({ ...vector, reason: policy('Public key version reserved for soft-fork upgrades') })),
  ...[
    { name: 'a signature by another key', script: script(alice.key, opcodes.OP_CHECKSIG), witness: [bob.signature] },
    { name: 'a tampered signature', script: script(alice.key, opcodes.OP_CHECKSIG), witness: [tamperedSignature] },
    { name: 'a key off the curve', script: script(keyOffCurve, opcodes.OP_CHECKSIG), witness: [alice.signature] },
    { name: 'an ord envelope signed by another key', script: envelopes, witness: [bob.signature] },
    // A wrong signature fails the script; it does not merely leave the count lower.
    {
      name: 'a wrong signature in OP_CHECKSIGADD',
      script: twoOfThree,
      witness: [carol.signature, alice.signature, alice.signature],
    },
    {
      name: 'a wrong signature in OP_CHECKSIGVERIFY',
      script: script(alice.key, opcodes.OP_CHECKSIGVERIFY, opcodes.OP_1),
      witness: [bob.signature],
    },
  ].map((vector) => ({ ...vector, reason: consensus('Invalid Schnorr signature') })),
  {
    name: 'OP_CHECKSIGVERIFY on an empty signature',
    script: script(alice.key, opcodes.OP_CHECKSIGVERIFY, opcodes.OP_1),
    witness: [EMPTY],
    reason: consensus('Script failed an OP_CHECKSIGVERIFY operation'),
  },

  // The 1000-element stack limit, for the witness and for every opcode that grows the stack.
  ...[
    {
      name: 'a witness of 1001 elements',
      script: script(...repeated(500, opcodes.OP_2DROP)),
      witness: [...fullWitness, EMPTY],
    },
    {
      name: 'a push to 1001 elements',
      script: script(opcodes.OP_0, ...repeated(500, opcodes.OP_2DROP)),
      witness: fullWitness,
    },
    {
      name: 'OP_1 to 1001 elements',
      script: script(opcodes.OP_1, ...repeated(500, opcodes.OP_2DROP)),
      witness: fullWitness,
    },
    {
      name: 'OP_DUP to 1001 elements',
      script: script(opcodes.OP_DUP, ...repeated(500, opcodes.OP_2DROP)),
      witness: fullWitness,
    },
  ].map((vector) => ({ ...vector, reason: consensus('Stack size limit exceeded') })),

  // Tapscript's clean stack: exactly one element at the end.
  ...[
    {
      name: 'a key check leaving an extra element',
      script: script(alice.key, opcodes.OP_CHECKSIG),
      witness: [TRUE, alice.signature],
    },
    { name: 'an empty stack at the end', script: script(opcodes.OP_DROP), witness: [TRUE] },
    { name: 'an empty script and an empty witness', script: script(), witness: [] },
  ].map((vector) => ({ ...vector, reason: consensus('Stack size must be exactly one after execution') })),

  ...[
    { name: 'a key check given an empty signature', script: script(alice.key, opcodes.OP_CHECKSIG), witness: [EMPTY] },
    { name: 'OP_0 alone', script: script(opcodes.OP_0), witness: [] },
    { name: 'negative zero left at the end', script: script(), witness: [raw(0, 0x80)] },
    {
      name: 'a SHA256 hash lock given the wrong preimage',
      script: script(opcodes.OP_SHA256, preimageSha256, opcodes.OP_EQUAL),
      witness: [wrongPreimage],
    },
    {
      name: '2-of-2 by OP_CHECKSIGADD with one signature',
      script: script(
        alice.key,
        opcodes.OP_CHECKSIG,
        bob.key,
        opcodes.OP_CHECKSIGADD,
        opcodes.OP_2,
        opcodes.OP_NUMEQUAL,
      ),
      witness: [EMPTY, alice.signature],
    },
  ].map((vector) => ({
    ...vector,
    reason: consensus('Script evaluated without error but finished with a false/empty top stack element'),
  })),

  // Opcodes valid in tapscript that the devnet does not implement: refused, never run wrongly.
  ...(
    [
      ['OP_TOALTSTACK', opcodes.OP_TOALTSTACK],
      ['OP_SIZE', opcodes.OP_SIZE],
      ['OP_CHECKLOCKTIMEVERIFY', opcodes.OP_CHECKLOCKTIMEVERIFY],
      ['OP_INVALIDOPCODE', opcodes.OP_INVALIDOPCODE],
    ] as const
  ).map(([name, opcode]) => ({
    name,
    script: script(opcode),
    witness: [TRUE],
    reason: policy(`the devnet's tapscript interpreter does not support ${name}`),
  })),
];

describe('executeTapscript', () => {
  it.each(valid)('accepts $name', ({ script: tapscript, witness }) => {
    expect(outcomeOf(tapscript, witness)).toBe(accepted);
  });

  it.each(refused)('refuses $name', ({ script: tapscript, witness, reason }) => {
    expect(outcomeOf(tapscript, witness)).toBe(reason);
  });
});

const allOpcodes = Array.from({ length: 256 }, (_, opcode) => opcode);
const range = (first: number, last: number) => allOpcodes.slice(first, last + 1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unsupported = /^non-mandatory-script-verify-flag \(the devnet's tapscript interpreter does not support \S+\)$/;

type Treatment = 'OP_SUCCESSx' | 'invalid' | 'unsupported' | 'executed';

/** What the interpreter makes of an opcode met first in a script; zero bytes follow so that no push runs short. */
function treatmentOf(opcode: number): Treatment {
  const outcome = outcomeOf(concatBytes([raw(opcode), new Uint8Array(75)]), []);
  if (outcome === policy('OP_SUCCESSx reserved for soft-fork upgrades')) return 'OP_SUCCESSx';
  if (outcome === consensus('Opcode missing or not understood')) return 'invalid';
  if (unsupported.test(outcome)) return 'unsupported';
  return 'executed';
}

describe('the vector tables', () => {
  const treated = (treatment: Treatment) => allOpcodes.filter((opcode) => treatmentOf(opcode) === treatment);

  it('cover every opcode the interpreter executes, each listed here', () => {
    const executed = treated('executed');
    expect(executed).toEqual([
      ...range(opcodes.OP_0, opcodes.OP_PUSHDATA4),
      opcodes.OP_1NEGATE,
      ...range(opcodes.OP_1, opcodes.OP_16),
      opcodes.OP_NOP,
      opcodes.OP_IF,
      opcodes.OP_NOTIF,
      opcodes.OP_ELSE,
      opcodes.OP_ENDIF,
      opcodes.OP_VERIFY,
      opcodes.OP_RETURN,
      opcodes.OP_2DROP,
      opcodes.OP_DROP,
      opcodes.OP_DUP,
      opcodes.OP_EQUAL,
      opcodes.OP_EQUALVERIFY,
      opcodes.OP_NUMEQUAL,
      opcodes.OP_NUMEQUALVERIFY,
      opcodes.OP_SHA256,
      opcodes.OP_HASH160,
      opcodes.OP_CHECKSIG,
      opcodes.OP_CHECKSIGVERIFY,
      opcodes.OP_CHECKSIGADD,
    ]);
    const inVectors = new Set(
      [...valid, ...refused].flatMap(
        ({ script: tapscript }) => parseScript(tapscript)?.map(({ opcode }) => opcode) ?? [],
      ),
    );
    expect(executed.filter((opcode) => !inVectors.has(opcode))).toEqual([]);
  });

  it('agree with the interpreter on the opcodes it refuses outright', () => {
    expect(treated('OP_SUCCESSx')).toEqual(allOpcodes.filter(isOpSuccess));
    expect(treated('invalid')).toEqual([opcodes.OP_VERIF, opcodes.OP_VERNOTIF]);
  });

  it('cover every failure the interpreter names, with its kind', () => {
    // Read from the sources, so that no refusal can be added without a vector for it.
    const named = ['executeTapscript.ts', 'scriptNumber.ts'].flatMap((file) => [
      ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
        /\b(consensus|policy)ScriptFailure\(\s*(['`])(.+?)\2/gs,
      ),
    ]);
    expect(named).not.toHaveLength(0);
    const reasons = refused.map(({ reason }) => reason);
    const missing = named.filter(([, kind, , message = '']) => {
      // A template literal's ${...} stands for any text.
      const parts = (kind === 'consensus' ? consensus(message) : policy(message)).split(/\$\{[^}]*\}/);
      const pattern = new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);
      return !reasons.some((reason) => pattern.test(reason));
    });
    expect(missing.map(([call]) => call)).toEqual([]);
  });
});
