import { randomBytes } from 'node:crypto';
import { bitcoin, concatBytes, hashFromTxid } from '@ordmarket/protocol';
import { blockVersion, regtestBits } from '../chainRules';

const witnessReservedValue = new Uint8Array(32);
const witnessCommitmentHeader = Uint8Array.of(0xaa, 0x21, 0xa9, 0xed);

export interface BlockDraft {
  readonly height: number;
  readonly previousHash: string | undefined;
  readonly time: number;
  readonly reward: bigint;
  readonly payoutScript: Uint8Array;
  readonly transactions: readonly bitcoin.Transaction[];
  /** The coinbase's extra nonce; random unless given. */
  readonly extraNonce?: Uint8Array;
}

/**
 * The coinbase: BIP34 height first in its scriptSig (plus random extra nonce bytes, so no two coinbases
 * share a txid), the reward to the payout script, and the BIP141 witness commitment over the block's wtxids.
 */
function coinbaseFor(draft: BlockDraft): bitcoin.Transaction {
  const coinbase = new bitcoin.Transaction();
  coinbase.version = 2;
  const scriptSig = bitcoin.script.compile([
    bitcoin.script.number.encode(draft.height),
    draft.extraNonce ?? randomBytes(8),
  ]);
  coinbase.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, scriptSig);
  coinbase.addOutput(draft.payoutScript, draft.reward);
  coinbase.setWitness(0, [witnessReservedValue]);
  const commitment = bitcoin.Block.calculateMerkleRoot([coinbase, ...draft.transactions], true);
  coinbase.addOutput(
    bitcoin.script.compile([bitcoin.opcodes.OP_RETURN, concatBytes([witnessCommitmentHeader, commitment])]),
    0n,
  );
  return coinbase;
}

/** A complete block whose header hash meets regtest's target, found by counting up the nonce. */
export function buildBlock(draft: BlockDraft): bitcoin.Block {
  const block = new bitcoin.Block();
  block.version = blockVersion;
  block.prevHash = draft.previousHash === undefined ? new Uint8Array(32) : hashFromTxid(draft.previousHash);
  block.transactions = [coinbaseFor(draft), ...draft.transactions];
  block.merkleRoot = bitcoin.Block.calculateMerkleRoot(block.transactions);
  block.timestamp = draft.time;
  block.bits = regtestBits;
  block.nonce = 0;
  while (!block.checkProofOfWork()) block.nonce += 1;
  return block;
}
