import {
  bitcoin,
  blockSubsidy,
  buildInscriptionScript,
  concatBytes,
  hashFromTxid,
  type InscriptionDraft,
} from '@ordmarket/protocol';
import { serverCurve } from '../../crypto/serverCurve';
import { buildBlock } from '../../chain/devnet/mining/buildBlock';
import { testPrivateKey } from '../../chain/devnet/testing/devnetTestKit';

/** How many of what a generated block carries. Mainnet's blocks of 2023–2024 hold about 3,500 transactions. */
export interface BlockShape {
  readonly blocks: number;
  readonly transactionsPerBlock: number;
  /** Reveals of one inscription each; the rest of the block is plain payments and transfers. */
  readonly revealsPerBlock: number;
}

export const mainnetShape: Omit<BlockShape, 'blocks'> = { transactionsPerBlock: 3_500, revealsPerBlock: 300 };

/** What each input of a transaction was worth and its fee: what a raw block does not carry. */
export interface SpentValues {
  readonly inputValues: readonly bigint[];
  readonly fee: bigint;
}

export interface GeneratedBlock {
  readonly height: number;
  readonly hash: string;
  /** The block as the network carries it (header, then every transaction). */
  readonly raw: Uint8Array;
  readonly transactions: number;
}

/** What the chain holds, counted as it was made, for a reader to check an index against. */
export interface GeneratedTotals {
  transactions: number;
  inscriptions: number;
  brc20Mints: number;
  brc20TransferInscriptions: number;
  brc20TransfersSent: number;
  inscriptionMoves: number;
}

export interface GeneratedChain {
  readonly blocks: readonly GeneratedBlock[];
  readonly spent: ReadonlyMap<string, SpentValues>;
  readonly totals: GeneratedTotals;
  /** The ticks deployed in the first block, each minted in lots of `mintAmount`. */
  readonly ticks: readonly string[];
  readonly mintAmount: bigint;
}

/** A small fast generator (mulberry32): the same shape gives the same chain, run after run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  const bytes = (length: number) => Uint8Array.from({ length }, () => below(256));
  const one = <T>(items: readonly T[]): T => {
    const item = items[below(items.length)];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  };
  return { next, below, bytes, one };
}

type Random = ReturnType<typeof randomSource>;

interface Holder {
  readonly key: Uint8Array;
  readonly script: Uint8Array;
}

/** An unspent output the generator may spend later, with how its spender signs. */
interface Unspent {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
  readonly kind: 'p2wpkh' | 'p2tr' | 'p2pkh';
}

const network = bitcoin.networks.regtest;
const outpointHash = (txid: string) => hashFromTxid(txid);
const postage = 546n;

function holders(count: number): Holder[] {
  return Array.from({ length: count }, (_, index) => {
    const key = serverCurve.xOnlyPointFromScalar(testPrivateKey(index));
    const script = bitcoin.payments.p2tr({ internalPubkey: key, network }).output;
    if (script === undefined) throw new Error('A taproot key without a script');
    return { key, script };
  });
}

/** A spend's witness or scriptSig of the shape its output asks, with random bytes where signatures go. */
function signLike(tx: bitcoin.Transaction, index: number, kind: Unspent['kind'], random: Random) {
  const derSignature = () => concatBytes([Uint8Array.of(0x30, 0x44), random.bytes(69), Uint8Array.of(0x01)]);
  const publicKey = () => concatBytes([Uint8Array.of(0x02), random.bytes(32)]);
  if (kind === 'p2tr') tx.setWitness(index, [random.bytes(64)]);
  else if (kind === 'p2wpkh') tx.setWitness(index, [derSignature(), publicKey()]);
  else tx.setInputScript(index, bitcoin.script.compile([derSignature(), publicKey()]));
}

function scriptOf(kind: Unspent['kind'], random: Random): Uint8Array {
  if (kind === 'p2wpkh') return concatBytes([Uint8Array.of(0x00, 0x14), random.bytes(20)]);
  if (kind === 'p2tr') return concatBytes([Uint8Array.of(0x51, 0x20), random.bytes(32)]);
  return concatBytes([Uint8Array.of(0x76, 0xa9, 0x14), random.bytes(20), Uint8Array.of(0x88, 0xac)]);
}

const kinds: ReadonlyArray<Unspent['kind']> = ['p2wpkh', 'p2wpkh', 'p2wpkh', 'p2tr', 'p2tr', 'p2pkh'];

/**
 * A chain whose blocks look like mainnet's since inscriptions took off: thousands of payments (one to three
 * inputs of the common script types, mostly two outputs, spending both earlier blocks' outputs and coins from
 * before the chain), a few hundred reveals (BRC-20 mints and transfer inscriptions, and pictures and text of a
 * few hundred bytes to a few kilobytes), and the sends of the previous block's transfer inscriptions. Signatures
 * are random bytes of the right shape: an index never checks them. Coinbases pay subsidy plus fees.
 */
export function generateMainnetLikeChain(shape: BlockShape, seed = 1): GeneratedChain {
  const random = randomSource(seed);
  const people = holders(64);
  const ticks = ['bnch', 'mnet', 'sats', 'ordx'];
  const mintAmount = 1_000n;
  const balances = new Map<string, bigint>();
  const spent = new Map<string, SpentValues>();
  const totals: GeneratedTotals = {
    transactions: 0,
    inscriptions: 0,
    brc20Mints: 0,
    brc20TransferInscriptions: 0,
    brc20TransfersSent: 0,
    inscriptionMoves: 0,
  };
  let unspent: Unspent[] = [];
  let toSend: Array<{ txid: string; holder: number }> = [];
  let nfts: Array<{ txid: string; vout: number }> = [];
  const blocks: GeneratedBlock[] = [];
  let previousHash: string | undefined;
  const holderAt = (index: number): Holder => {
    const holder = people[index % people.length];
    if (holder === undefined) throw new Error('No holders');
    return holder;
  };
  const someoneBut = (index: number) => holderAt(index + 1 + random.below(people.length - 1));

  const reveal = (draft: InscriptionDraft, to: Holder, fees: bigint[]): bitcoin.Transaction => {
    const tx = new bitcoin.Transaction();
    tx.version = 2;
    const commitValue = 10_000n + BigInt(random.below(20_000));
    tx.addInput(random.bytes(32), 0);
    tx.addOutput(to.script, postage);
    const script = buildInscriptionScript(to.key, [draft]);
    tx.setWitness(0, [random.bytes(64), script, concatBytes([Uint8Array.of(0xc0), to.key])]);
    spent.set(tx.getId(), { inputValues: [commitValue], fee: commitValue - postage });
    fees.push(commitValue - postage);
    totals.inscriptions += 1;
    return tx;
  };

  const json = (value: unknown) => ({
    contentType: 'text/plain;charset=utf-8',
    body: new TextEncoder().encode(JSON.stringify(value)),
  });

  for (let height = 0; height < shape.blocks; height += 1) {
    const transactions: bitcoin.Transaction[] = [];
    const fees: bigint[] = [];
    const created: Unspent[] = [];
    if (height === 0) {
      for (const tick of ticks) {
        transactions.push(
          reveal(json({ p: 'brc-20', op: 'deploy', tick, max: '21000000', lim: '1000' }), holderAt(0), fees),
        );
      }
    }
    // Last block's transfer inscriptions go to someone else: that executes the transfer.
    for (const { txid, holder } of toSend) {
      const tx = new bitcoin.Transaction();
      tx.version = 2;
      tx.addInput(outpointHash(txid), 0);
      tx.addOutput(someoneBut(holder).script, postage - 200n);
      tx.setWitness(0, [random.bytes(64)]);
      spent.set(tx.getId(), { inputValues: [postage], fee: 200n });
      fees.push(200n);
      transactions.push(tx);
      totals.brc20TransfersSent += 1;
    }
    toSend = [];
    // A few earlier inscriptions change hands.
    for (const nft of nfts.splice(0, Math.min(nfts.length, 20))) {
      const tx = new bitcoin.Transaction();
      tx.version = 2;
      tx.addInput(outpointHash(nft.txid), nft.vout);
      tx.addOutput(random.one(people).script, postage - 300n);
      tx.setWitness(0, [random.bytes(64)]);
      spent.set(tx.getId(), { inputValues: [postage], fee: 300n });
      fees.push(300n);
      transactions.push(tx);
      totals.inscriptionMoves += 1;
    }
    for (let made = 0; made < shape.revealsPerBlock; made += 1) {
      const holder = random.below(people.length);
      const tick = random.one(ticks);
      const key = `${holder}:${tick}`;
      const balance = balances.get(key) ?? 0n;
      const roll = random.next();
      if (roll < 0.35) {
        transactions.push(
          reveal(json({ p: 'brc-20', op: 'mint', tick, amt: String(mintAmount) }), holderAt(holder), fees),
        );
        balances.set(key, balance + mintAmount);
        totals.brc20Mints += 1;
      } else if (roll < 0.5 && balance >= 10n) {
        const amount = 1n + BigInt(random.below(Number(balance / 2n)));
        const tx = reveal(json({ p: 'brc-20', op: 'transfer', tick, amt: String(amount) }), holderAt(holder), fees);
        transactions.push(tx);
        balances.set(key, balance - amount);
        toSend.push({ txid: tx.getId(), holder });
        totals.brc20TransferInscriptions += 1;
      } else {
        const picture = random.next() < 0.3;
        const draft: InscriptionDraft = picture
          ? { contentType: 'image/webp', body: random.bytes(1_000 + random.below(8_000)) }
          : { contentType: 'text/plain;charset=utf-8', body: random.bytes(40 + random.below(300)) };
        const tx = reveal(draft, holderAt(holder), fees);
        transactions.push(tx);
        nfts.push({ txid: tx.getId(), vout: 0 });
      }
    }
    while (transactions.length < shape.transactionsPerBlock - 1) {
      const tx = new bitcoin.Transaction();
      tx.version = 2;
      const inputs = 1 + (random.next() < 0.35 ? 1 + random.below(2) : 0);
      const inputValues: bigint[] = [];
      const inputKinds: Array<Unspent['kind']> = [];
      for (let input = 0; input < inputs; input += 1) {
        // Half the payments spend an earlier block's outputs, half spend coins from before the chain.
        const earlier = random.next() < 0.5 ? unspent.splice(random.below(unspent.length), 1)[0] : undefined;
        if (earlier === undefined) {
          tx.addInput(random.bytes(32), random.below(4));
          inputValues.push(20_000n + BigInt(random.below(5_000_000)));
          inputKinds.push(random.one(kinds));
        } else {
          tx.addInput(outpointHash(earlier.txid), earlier.vout);
          inputValues.push(earlier.value);
          inputKinds.push(earlier.kind);
        }
      }
      const total = inputValues.reduce((sum, value) => sum + value, 0n);
      const fee = 1_000n + BigInt(random.below(9_000));
      const outputs = random.next() < 0.75 ? 2 : 1 + random.below(4);
      let left = total - fee;
      const outputKinds: Array<Unspent['kind']> = [];
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
        const value = tx.outs[vout]?.value ?? 0n;
        if (value > 10_000n) created.push({ txid, vout, value, kind });
      });
      spent.set(txid, { inputValues, fee });
      fees.push(fee);
      transactions.push(tx);
    }
    // Keeps the pool of spendable outputs about a block's worth, like an active part of the UTXO set.
    unspent = [...unspent, ...created].slice(-shape.transactionsPerBlock * 2);
    nfts = nfts.slice(-200);
    const reward = blockSubsidy('devnet', height) + fees.reduce((sum, fee) => sum + fee, 0n);
    const block = buildBlock({
      height,
      previousHash,
      time: 1_700_000_000 + height * 600,
      reward,
      payoutScript: holderAt(1).script,
      transactions,
      extraNonce: Uint8Array.of(height & 0xff, height >> 8),
    });
    const hash = block.getId();
    const coinbase = block.transactions?.[0];
    if (coinbase !== undefined) spent.set(coinbase.getId(), { inputValues: [0n], fee: 0n });
    blocks.push({ height, hash, raw: block.toBuffer(), transactions: transactions.length + 1 });
    totals.transactions += transactions.length + 1;
    previousHash = hash;
  }
  return { blocks, spent, totals, ticks, mintAmount };
}
