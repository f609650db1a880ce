import { bitcoin, txidFromHash } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { generateMainnetLikeChain } from '../../indexer/testing/mainnetLikeBlocks';
import { decodeRawBlock } from './decodeRawBlock';

const chain = generateMainnetLikeChain({ blocks: 2, transactionsPerBlock: 301, revealsPerBlock: 20 });
const block = chain.blocks[1];
if (block === undefined) throw new Error('no block');
const refused = `Esplora answered block ${block.hash} with a block that does not match its hash`;

/** The block again with its transactions changed by `change`, the header (so the hash asked) untouched. */
function tampered(change: (transactions: bitcoin.Transaction[]) => bitcoin.Transaction[]): Uint8Array {
  const decoded = bitcoin.Block.fromBuffer(block?.raw ?? new Uint8Array());
  decoded.transactions = change(decoded.transactions ?? []);
  return decoded.toBuffer();
}

describe('decoding a raw block from its own bytes', () => {
  it('answers what bitcoinjs reads, transaction by transaction, for legacy, segwit and taproot spends and reveals', () => {
    const expected = bitcoin.Block.fromBuffer(block.raw);
    const decoded = decodeRawBlock(block.raw, block.height, block.hash, 'Esplora');
    expect(decoded.transactions.map(({ txid }) => txid)).toEqual(expected.transactions?.map((tx) => tx.getId()));
    expect(decoded.transactions.map(({ tx }) => tx.toHex())).toEqual(expected.transactions?.map((tx) => tx.toHex()));
    expect(decoded.previousHash).toBe(txidFromHash(expected.prevHash ?? new Uint8Array()));
    expect(decoded.time).toBe(expected.timestamp);
    expect(decoded.transactions.some(({ tx }) => tx.ins.some(({ script }) => script.length > 0))).toBe(true);
  });

  it('refuses a witness changed in transit: the txids and merkle root still match, the witness commitment does not', () => {
    const raw = tampered((transactions) => {
      const payment = transactions.at(-1);
      payment?.ins.forEach((input, index) => {
        if (input.witness.length > 0) payment.setWitness(index, [new Uint8Array(64), ...input.witness.slice(1)]);
      });
      return transactions;
    });
    expect(() => decodeRawBlock(raw, block.height, block.hash, 'Esplora')).toThrow(refused);
  });

  it('refuses a block padded with its last transaction twice, which keeps the merkle root (CVE-2012-2459)', () => {
    // 301 transactions: the last one is paired with itself, so repeating it gives the same root.
    const raw = tampered((transactions) => [...transactions, ...transactions.slice(-1)]);
    expect(() => decodeRawBlock(raw, block.height, block.hash, 'Esplora')).toThrow(refused);
  });

  it('refuses bytes that end early or run on past the last transaction', () => {
    const cut = block.raw.subarray(0, block.raw.length - 3);
    expect(() => decodeRawBlock(cut, block.height, block.hash, 'Esplora')).toThrow(/in bytes that do not decode/);
    const longer = Uint8Array.of(...block.raw, 0);
    expect(() => decodeRawBlock(longer, block.height, block.hash, 'Esplora')).toThrow(/in bytes that do not decode/);
    expect(() => decodeRawBlock(block.raw.subarray(0, 40), block.height, block.hash, 'Esplora')).toThrow(
      /in bytes that do not decode/,
    );
  });

  it('refuses a block whose transactions carry witnesses without a commitment to them', () => {
    const raw = tampered((transactions) => {
      const coinbase = transactions[0];
      coinbase?.setWitness(0, []);
      return transactions;
    });
    // The coinbase's txid ignores its witness: only the missing commitment can refuse this block.
    expect(() => decodeRawBlock(raw, block.height, block.hash, 'Esplora')).toThrow(refused);
  });
});
