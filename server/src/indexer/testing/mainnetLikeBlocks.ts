import { bitcoin, blockSubsidy, buildInscriptionScript, concatBytes, type InscriptionDraft } from '@ordmarket/protocol';
import { serverCurve } from '../../crypto/serverCurve';
import { buildBlock } from '../../chain/devnet/mining/buildBlock';
import { testPrivateKey } from '../../chain/devnet/testing/devnetTestKit';
import { payment, scriptOf, sendOutput, type Generated, type SpentValues, type Unspent } from './generatedPayments';
import { seededRandom, type SeededRandom } from './seededRandom';

/** How many of what a generated block carries. Mainnet's blocks of 2023–2024 hold about 3,500 transactions. */
export interface BlockShape {
  readonly blocks: number;
  readonly transactionsPerBlock: number;
  /** Reveals of one inscription each; the rest of the block is payments and inscriptions sent on. */
  readonly revealsPerBlock: number;
}

export const mainnetShape: Omit<BlockShape, 'blocks'> = { transactionsPerBlock: 3_500, revealsPerBlock: 300 };

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
  /** Sends of inscriptions other than BRC-20 transfers. */
  inscriptionMoves: number;
}

export interface GeneratedChain {
  readonly blocks: readonly GeneratedBlock[];
  /** What every transaction's inputs were worth, by txid. */
  readonly spent: ReadonlyMap<string, SpentValues>;
  readonly totals: GeneratedTotals;
  /** The ticks deployed in the first block. */
  readonly ticks: readonly string[];
}

interface Holder {
  readonly key: Uint8Array;
  readonly script: Uint8Array;
}

const postage = 546n;
const mintAmount = 1_000n;
const ticks = ['bnch', 'mnet', 'sats', 'ordx'];
/** Inscriptions sent on in a block, besides the BRC-20 transfers. */
const movesPerBlock = 20;

function holders(count: number): Holder[] {
  return Array.from({ length: count }, (_, index) => {
    const key = serverCurve.xOnlyPointFromScalar(testPrivateKey(index));
    const script = bitcoin.payments.p2tr({ internalPubkey: key, network: bitcoin.networks.regtest }).output;
    if (script === undefined) throw new Error('A taproot key without a script');
    return { key, script };
  });
}

const brc20 = (fields: Record<string, string>): InscriptionDraft => ({
  contentType: 'text/plain;charset=utf-8',
  body: new TextEncoder().encode(JSON.stringify({ p: 'brc-20', ...fields })),
});

/** A reveal of one inscription to `to`, from a commit output made before the chain. */
function reveal(random: SeededRandom, draft: InscriptionDraft, to: Holder): Generated {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  const commitValue = 10_000n + BigInt(random.below(20_000));
  tx.addInput(random.bytes(32), 0);
  tx.addOutput(to.script, postage);
  const script = buildInscriptionScript(to.key, [draft]);
  tx.setWitness(0, [random.bytes(64), script, concatBytes([Uint8Array.of(0xc0), to.key])]);
  return {
    tx,
    spent: { inputValues: [commitValue], inputScripts: [scriptOf('p2tr', random)], fee: commitValue - postage },
  };
}

/**
 * A chain whose blocks look like mainnet's since inscriptions took off: a few hundred reveals (BRC-20 mints and
 * transfer inscriptions, pictures of one to nine kilobytes and text of a few hundred bytes), the previous block's
 * transfer inscriptions sent on (which executes them), earlier inscriptions changing hands, and payments filling the
 * rest (see `payment`). Signatures are random bytes of the right shape: an index never checks them. Coinbases pay
 * the subsidy plus the fees. At 300 reveals a block, mints stay within each tick's supply for 800 blocks.
 */
export function generateMainnetLikeChain(shape: BlockShape, seed = 1): GeneratedChain {
  const random = seededRandom(seed);
  const people = holders(64);
  const holderAt = (index: number): Holder => {
    const holder = people[index % people.length];
    if (holder === undefined) throw new Error('No holders');
    return holder;
  };
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
  const unspent: Unspent[] = [];
  let transfersToSend: Array<{ txid: string; holder: number }> = [];
  let pictures: Array<{ txid: string; holder: number }> = [];
  const blocks: GeneratedBlock[] = [];
  let previousHash: string | undefined;

  for (let height = 0; height < shape.blocks; height += 1) {
    const made: Generated[] = [];
    const inscribe = (draft: InscriptionDraft, holder: number) => {
      const generated = reveal(random, draft, holderAt(holder));
      made.push(generated);
      totals.inscriptions += 1;
      return generated.tx.getId();
    };
    if (height === 0)
      for (const tick of ticks) inscribe(brc20({ op: 'deploy', tick, max: '21000000', lim: '1000' }), 0);
    for (const { txid, holder } of transfersToSend) {
      const to = holderAt(holder + 1 + random.below(people.length - 1));
      const from = { txid, vout: 0, value: postage, script: holderAt(holder).script };
      made.push(sendOutput(random, from, to.script, 200n));
      totals.brc20TransfersSent += 1;
    }
    transfersToSend = [];
    for (const { txid, holder } of pictures.splice(0, movesPerBlock)) {
      const from = { txid, vout: 0, value: postage, script: holderAt(holder).script };
      made.push(sendOutput(random, from, random.one(people).script, 300n));
      totals.inscriptionMoves += 1;
    }
    for (let revealed = 0; revealed < shape.revealsPerBlock; revealed += 1) {
      const holder = random.below(people.length);
      const tick = random.one(ticks);
      const balance = balances.get(`${holder}:${tick}`) ?? 0n;
      const roll = random.next();
      if (roll < 0.35) {
        inscribe(brc20({ op: 'mint', tick, amt: String(mintAmount) }), holder);
        balances.set(`${holder}:${tick}`, balance + mintAmount);
        totals.brc20Mints += 1;
      } else if (roll < 0.5 && balance >= 10n) {
        const amount = 1n + BigInt(random.below(Number(balance / 2n)));
        transfersToSend.push({ txid: inscribe(brc20({ op: 'transfer', tick, amt: String(amount) }), holder), holder });
        balances.set(`${holder}:${tick}`, balance - amount);
        totals.brc20TransferInscriptions += 1;
      } else {
        const draft: InscriptionDraft =
          random.next() < 0.3
            ? { contentType: 'image/webp', body: random.bytes(1_000 + random.below(8_000)) }
            : { contentType: 'text/plain;charset=utf-8', body: random.bytes(40 + random.below(300)) };
        pictures.push({ txid: inscribe(draft, holder), holder });
      }
    }
    while (made.length < shape.transactionsPerBlock - 1) made.push(payment(random, unspent));
    // The coins payments spend stay about two blocks' worth, like the busy part of the UTXO set.
    unspent.splice(0, Math.max(0, unspent.length - shape.transactionsPerBlock * 2));
    pictures = pictures.slice(-10 * movesPerBlock);

    for (const { tx, spent: values } of made) spent.set(tx.getId(), values);
    const fees = made.reduce((sum, { spent: values }) => sum + values.fee, 0n);
    const block = buildBlock({
      height,
      previousHash,
      time: 1_700_000_000 + height * 600,
      reward: blockSubsidy('devnet', height) + fees,
      payoutScript: holderAt(1).script,
      transactions: made.map(({ tx }) => tx),
      extraNonce: Uint8Array.of(height & 0xff, height >> 8),
    });
    const coinbase = block.transactions?.[0];
    if (coinbase !== undefined) spent.set(coinbase.getId(), { inputValues: [0n], inputScripts: [], fee: 0n });
    previousHash = block.getId();
    blocks.push({ height, hash: previousHash, raw: block.toBuffer(), transactions: made.length + 1 });
    totals.transactions += made.length + 1;
  }
  return { blocks, spent, totals, ticks };
}
