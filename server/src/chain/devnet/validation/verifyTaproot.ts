import { serverCurve } from '../../../crypto/serverCurve';
import { bitcoin, compactSize, concatBytes, equalBytes } from '@ordmarket/protocol';
import { maxScriptElementSize } from '../chainRules';
import { executeTapscript } from '../script/executeTapscript';
import type { Prevout } from './Prevout';
import { consensusScriptFailure, policyScriptFailure, reject } from './reject';

const tapscriptLeafVersion = 0xc0;
const annexTag = 0x50;
const maxControlBlockDepth = 128;
const validHashTypes = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(a, b);
}

/** BIP341's signature check: 64 bytes means SIGHASH_DEFAULT; a 65th byte names any other valid type. */
function schnorrValid(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: readonly Prevout[],
  signature: Uint8Array,
  key: Uint8Array,
  leafHash?: Uint8Array,
): boolean {
  if (signature.length !== 64 && signature.length !== 65) consensusScriptFailure('Invalid Schnorr signature size');
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0x00;
  if (signature.length === 65 && hashType === 0x00) consensusScriptFailure('Invalid Schnorr signature hashtype');
  if (!validHashTypes.has(hashType)) consensusScriptFailure('Invalid Schnorr signature hashtype');
  if ((hashType & 0x03) === 0x03 && index >= tx.outs.length) {
    consensusScriptFailure('Invalid Schnorr signature hashtype');
  }
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map(({ script }) => script),
    prevouts.map(({ value }) => value),
    hashType,
    leafHash,
  );
  // A 32-byte key off the curve verifies nothing, as in Core; tiny-secp256k1 would throw a TypeError on it instead.
  return serverCurve.isXOnlyPoint(key) && serverCurve.verifySchnorr(hash, key, signature.subarray(0, 64));
}

/** Walks the control block's merkle path from the leaf and checks the tweaked key is the output's. */
function checkControlBlock(control: Uint8Array, leafHash: Uint8Array, outputKey: Uint8Array): void {
  let node = leafHash;
  for (let at = 33; at < control.length; at += 32) {
    const sibling = control.subarray(at, at + 32);
    const [first, second] = compareBytes(node, sibling) < 0 ? [node, sibling] : [sibling, node];
    node = bitcoin.crypto.taggedHash('TapBranch', concatBytes([first, second]));
  }
  const internalKey = control.subarray(1, 33);
  const tweak = bitcoin.crypto.taggedHash('TapTweak', concatBytes([internalKey, node]));
  const tweaked = serverCurve.isXOnlyPoint(internalKey) ? serverCurve.xOnlyPointAddTweak(internalKey, tweak) : null;
  if (tweaked?.parity !== ((control[0] ?? 0) & 1) || !equalBytes(tweaked.xOnlyPubkey, outputKey)) {
    consensusScriptFailure('Witness program hash mismatch');
  }
}

/** A BIP341 spend of a v1 output: the key path (one signature) or a script path (script + control block). */
export function verifyTaproot(tx: bitcoin.Transaction, index: number, prevouts: readonly Prevout[]): void {
  const outputKey = prevouts[index]?.script.subarray(2) ?? new Uint8Array();
  const stack = [...(tx.ins[index]?.witness ?? [])];
  if (stack.length === 0) consensusScriptFailure('Witness program was passed an empty witness');
  // An annex is consensus-valid but has no meaning yet; Core does not relay it.
  if (stack.length >= 2 && stack.at(-1)?.[0] === annexTag) reject('bad-witness-nonstandard');
  if (stack.length === 1) {
    const [signature = new Uint8Array()] = stack;
    if (!schnorrValid(tx, index, prevouts, signature, outputKey)) consensusScriptFailure('Invalid Schnorr signature');
    return;
  }
  const control = stack.pop() ?? new Uint8Array();
  const script = stack.pop() ?? new Uint8Array();
  const depth = (control.length - 33) / 32;
  if (control.length < 33 || !Number.isInteger(depth) || depth > maxControlBlockDepth) {
    consensusScriptFailure('Invalid Taproot control block size');
  }
  const leafVersion = (control[0] ?? 0) & 0xfe;
  const leafHash = bitcoin.crypto.taggedHash(
    'TapLeaf',
    concatBytes([Uint8Array.of(leafVersion), compactSize(script.length), script]),
  );
  checkControlBlock(control, leafHash, outputKey);
  if (leafVersion !== tapscriptLeafVersion) policyScriptFailure('Taproot version reserved for soft-fork upgrades');
  if (stack.some((item) => item.length > maxScriptElementSize)) {
    consensusScriptFailure('Push value size limit exceeded');
  }
  executeTapscript(script, stack, (signature, key) => schnorrValid(tx, index, prevouts, signature, key, leafHash));
}
