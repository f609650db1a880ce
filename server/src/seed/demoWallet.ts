import { createHash } from 'node:crypto';
import { serverCurve } from '../crypto/serverCurve';
import { bitcoin, networkParams } from '@ordmarket/protocol';

/** A seeded p2tr wallet: it signs its key-path inputs, listings (through PSBTs) and reveals. */
export interface DemoWallet {
  readonly index: number;
  readonly name: string;
  readonly address: string;
  readonly outputScript: Uint8Array;
  /** x-only internal key. */
  readonly publicKey: Uint8Array;
  readonly privateKey: Uint8Array;
  /** The tweaked key pair bitcoinjs' Psbt.signInput takes for a key-path taproot input. */
  readonly psbtSigner: bitcoin.Signer;
  /** The untweaked key that signs a reveal's script-path spend. */
  readonly revealSigner: { publicKey: Uint8Array; signSchnorr(hash: Uint8Array): Uint8Array };
  /** Signs input `index` of `tx` by the key path; `prevouts` are every input's output, in order. */
  signKeyPath(
    tx: bitcoin.Transaction,
    index: number,
    prevouts: ReadonlyArray<{ script: Uint8Array; value: bigint }>,
  ): void;
}

const demoNames = [
  'Satoshi Sam',
  'Rare Sat Rita',
  'Floor Sweeper',
  'Diamond Dana',
  'Ordinal Otto',
  'Pixel Priya',
  'Block Bruno',
  'Mempool Mia',
  'Taproot Theo',
  'Inscriber Ines',
  'Whale Walter',
  'Degen Dora',
  'Hodl Hana',
  'Sweep Sven',
];

export function demoWallet(seed: string, index: number): DemoWallet {
  const privateKey = Uint8Array.from(createHash('sha256').update(`ordmarket demo wallet/${seed}/${index}`).digest());
  const compressed = serverCurve.pointFromScalar(privateKey, true);
  if (compressed === null) throw new Error('the market seed derived an invalid wallet key; choose another seed');
  const publicKey = compressed.subarray(1);
  const payment = bitcoin.payments.p2tr({ internalPubkey: publicKey, network: networkParams('devnet') });
  if (payment.address === undefined || payment.output === undefined) throw new Error('bitcoinjs-lib gave no p2tr');
  // BIP341: the key path signs with the internal key (made even) plus the tap tweak of an empty tree.
  const even = compressed[0] === 0x02 ? privateKey : serverCurve.privateNegate(privateKey);
  const tweakedKey = serverCurve.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', publicKey));
  const tweakedPoint = tweakedKey === null ? null : serverCurve.pointFromScalar(tweakedKey, true);
  if (tweakedKey === null || tweakedPoint === null) throw new Error('the market seed derived an untweakable key');
  const signSchnorr = (hash: Uint8Array): Uint8Array => serverCurve.signSchnorr(hash, tweakedKey);
  return {
    index,
    name: demoNames[index % demoNames.length] ?? `Trader ${index}`,
    address: payment.address,
    outputScript: payment.output,
    publicKey,
    privateKey,
    psbtSigner: { publicKey: tweakedPoint, sign: (hash) => serverCurve.sign(hash, tweakedKey), signSchnorr },
    revealSigner: { publicKey: compressed, signSchnorr: (hash) => serverCurve.signSchnorr(hash, privateKey) },
    signKeyPath: (tx, index, prevouts) => {
      const hash = tx.hashForWitnessV1(
        index,
        prevouts.map(({ script }) => script),
        prevouts.map(({ value }) => value),
        bitcoin.Transaction.SIGHASH_DEFAULT,
      );
      tx.setWitness(index, [signSchnorr(hash)]);
    },
  };
}

/** The market's regulars: wallet 0 is the studio that inscribes the collections and deploys the ticks. */
export function demoWallets(seed: string, count: number): DemoWallet[] {
  return Array.from({ length: count }, (_, index) => demoWallet(seed, index));
}
