import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { makeSeller, taprootSigner } from '../listing/testing/listingFixtures';
import { ProtocolError } from '../ProtocolError';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildDummyUtxoPsbt } from './buildDummyUtxoPsbt';
import { keySpendOf } from '../address/keySpend';
import { bytesToHex } from '../bytes';

const wallet = makeSeller(80);
const address =
  bitcoin.payments.p2tr({ internalPubkey: wallet.xOnly, network: bitcoin.networks.testnet }).address ?? '';
const utxo = (vout: number, value: bigint, inscriptions: WalletUtxo['inscriptions'] = 'none'): WalletUtxo => ({
  txid: 'c3'.repeat(32),
  vout,
  value,
  inscriptions,
});
const build = (utxos: WalletUtxo[], count = 2) =>
  buildDummyUtxoPsbt({
    payment: keySpendOf(address, bytesToHex(wallet.keyPair.publicKey), 'devnet'),
    utxos,
    count,
    feeRate: 10n,
    network: 'devnet',
  });

function message(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('buildDummyUtxoPsbt', () => {
  it('splits cardinal funds into dummies and change, paying only the miner fee', () => {
    const { psbt, selection } = build([utxo(0, 50_000n), utxo(1, 5_000n, 'some')], 2);
    const signer = taprootSigner(wallet.keyPair, wallet.xOnly);
    psbt.signAllInputs(signer);
    psbt.finalizeAllInputs();
    const tx = psbt.extractTransaction();
    expect(tx.ins).toHaveLength(1);
    expect(tx.outs.map((out) => out.value)).toEqual([600n, 600n, selection.change]);
    expect(50_000n - tx.outs.reduce((sum, out) => sum + out.value, 0n)).toBe(selection.fee);
  });

  it("uses the spec's words when there is nothing or not enough to split", () => {
    expect(message(() => build([utxo(0, 5_000n, 'unknown')]))).toBe('No UTXOs available to create dummy UTXOs');
    expect(message(() => build([utxo(0, 1_500n)]))).toBe(
      "Not enough fund to create dummy UTXOs. Please send more fund to your wallet's address",
    );
  });
});
