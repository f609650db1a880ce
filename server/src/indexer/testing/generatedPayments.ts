import { bitcoin, concatBytes, hashFromTxid } from '@ordmarket/protocol';
import type { SeededRandom } from './seededRandom';

/** What each input of a transaction spent (its value and script) and its fee: what a raw block does not carry. */
export interface SpentValues {
  readonly inputValues: readonly bigint[];
  readonly inputScripts: readonly Uint8Array[];
  readonly fee: bigint;
}

type CoinKind = 'p2wpkh' | 'p2tr' | 'p2pkh';

/** A payment's output a later payment may spend, with the kind of spend it asks. */
export interface Unspent {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
  readonly script: Uint8Array;
  readonly kind: CoinKind;
}

/** A generated transaction and what its inputs were worth. */
export interface Generated {
  readonly tx: bitcoin.Transaction;
  readonly spent: SpentValues;
}

/** Roughly mainnet's mix of spends: mostly segwit v0, a good share of taproot, some legacy. */
const kinds: readonly CoinKind[] = ['p2wpkh', 'p2wpkh', 'p2wpkh', 'p2tr', 'p2tr', 'p2pkh'];

/** A spend's witness or scriptSig of the shape its coin asks, with random bytes where signatures go. */
function signLike(tx: bitcoin.Transaction, index: number, kind: CoinKind, random: SeededRandom) {
  const derSignature = () => concatBytes([Uint8Array.of(0x30, 0x44), random.bytes(69), Uint8Array.of(0x01)]);
  const publicKey = () => concatBytes([Uint8Array.of(0x02), random.bytes(32)]);
  if (kind === 'p2tr') tx.setWitness(index, [random.bytes(64)]);
  else if (kind === 'p2wpkh') tx.setWitness(index, [derSignature(), publicKey()]);
  else tx.setInputScript(index, bitcoin.script.compile([derSignature(), publicKey()]));
}

export function scriptOf(kind: CoinKind, random: SeededRandom): Uint8Array {
  if (kind === 'p2wpkh') return concatBytes([Uint8Array.of(0x00, 0x14), random.bytes(20)]);
  if (kind === 'p2tr') return concatBytes([Uint8Array.of(0x51, 0x20), random.bytes(32)]);
  return concatBytes([Uint8Array.of(0x76, 0xa9, 0x14), random.bytes(20), Uint8Array.of(0x88, 0xac)]);
}

/**
 * A payment as most of a block is: one input, or two or three a third of the time, each spending a coin of
 * `unspent` (taken out of it) or, half the time, a coin from before the chain; mostly two outputs. Its outputs
 * worth spending again are added to `unspent`.
 */
export function payment(random: SeededRandom, unspent: Unspent[]): Generated {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  const inputs = 1 + (random.next() < 0.35 ? 1 + random.below(2) : 0);
  const inputValues: bigint[] = [];
  const inputScripts: Uint8Array[] = [];
  const inputKinds: CoinKind[] = [];
  for (let input = 0; input < inputs; input += 1) {
    const earlier = random.next() < 0.5 ? unspent.splice(random.below(unspent.length), 1)[0] : undefined;
    if (earlier === undefined) {
      const kind = random.one(kinds);
      tx.addInput(random.bytes(32), random.below(4));
      inputValues.push(20_000n + BigInt(random.below(5_000_000)));
      inputScripts.push(scriptOf(kind, random));
      inputKinds.push(kind);
    } else {
      tx.addInput(hashFromTxid(earlier.txid), earlier.vout);
      inputValues.push(earlier.value);
      inputScripts.push(earlier.script);
      inputKinds.push(earlier.kind);
    }
  }
  const fee = 1_000n + BigInt(random.below(9_000));
  const outputs = random.next() < 0.75 ? 2 : 1 + random.below(4);
  let left = inputValues.reduce((sum, value) => sum + value, 0n) - fee;
  const outputKinds: CoinKind[] = [];
  for (let output = 0; output < outputs; output += 1) {
    const value = output === outputs - 1 ? left : (left * BigInt(1 + random.below(99))) / 100n;
    const kind = random.one(kinds);
    tx.addOutput(scriptOf(kind, random), value);
    outputKinds.push(kind);
    left -= value;
  }
  inputKinds.forEach((kind, index) => signLike(tx, index, kind, random));
  const txid = tx.getId();
  outputKinds.forEach((kind, vout) => {
    const output = tx.outs[vout];
    if (output !== undefined && output.value > 10_000n)
      unspent.push({ txid, vout, value: output.value, script: output.script, kind });
  });
  return { tx, spent: { inputValues, inputScripts, fee } };
}

/** A taproot key-path spend of one output (`value` sats, an inscription on it) to `script`, paying `fee`. */
export function sendOutput(
  random: SeededRandom,
  from: { readonly txid: string; readonly vout: number; readonly value: bigint; readonly script: Uint8Array },
  script: Uint8Array,
  fee: bigint,
): Generated {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  tx.addInput(hashFromTxid(from.txid), from.vout);
  tx.addOutput(script, from.value - fee);
  tx.setWitness(0, [random.bytes(64)]);
  return { tx, spent: { inputValues: [from.value], inputScripts: [from.script], fee } };
}
