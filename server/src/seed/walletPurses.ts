import { bitcoin, bytesToHex, hashFromTxid, outpointKey, spentOutpoint, type WalletUtxo } from '@ordmarket/protocol';
import type { Devnet } from '../chain/devnet/Devnet';
import type { DemoWallet } from './demoWallet';

/** Where one inscription sits now: the output the seeder created for it (always at offset 0). */
export interface InscriptionPlace {
  txid: string;
  vout: number;
  value: bigint;
  owner: DemoWallet;
}

/**
 * What every demo wallet can spend, kept in memory as the seeder writes transactions, so it never has to
 * ask the chain (or wait for the indexer) which coins are free. Inscription outputs are never in a purse.
 */
export interface WalletPurses {
  utxos(wallet: DemoWallet): WalletUtxo[];
  /** Records a coin paid to `wallet` by someone else (the faucet). */
  receive(wallet: DemoWallet, coin: WalletUtxo): void;
  /** Takes in a transaction the seeder broadcast: spent coins leave, payments to demo wallets arrive. */
  observe(tx: bitcoin.Transaction, inscriptionVouts: ReadonlySet<number>): void;
  /** Broadcasts `tx`, then observes it; answers its txid. */
  broadcast(tx: bitcoin.Transaction, inscriptionVouts?: ReadonlySet<number>): Promise<string>;
  /** A signed payment from `wallet` to `outputs`, change back to the wallet, at `feeRate` sat/vB. */
  pay(wallet: DemoWallet, outputs: ReadonlyArray<{ script: Uint8Array; value: bigint }>): bitcoin.Transaction;
}

/** Sats per vB of every seeded transaction: above the devnet's floor so the miner takes them in order. */
export const seedFeeRate = 2n;

export function walletPurses(devnet: Devnet, wallets: readonly DemoWallet[]): WalletPurses {
  const byScript = new Map(wallets.map((wallet) => [bytesToHex(wallet.outputScript), wallet]));
  const coins = new Map<DemoWallet, Map<string, WalletUtxo>>(wallets.map((wallet) => [wallet, new Map()]));
  const purseOf = (wallet: DemoWallet): Map<string, WalletUtxo> => {
    const purse = coins.get(wallet);
    if (purse === undefined) throw new Error(`${wallet.address} is not a demo wallet`);
    return purse;
  };
  const observe = (tx: bitcoin.Transaction, inscriptionVouts: ReadonlySet<number>): void => {
    for (const input of tx.ins) {
      const spent = outpointKey(spentOutpoint(input));
      for (const purse of coins.values()) purse.delete(spent);
    }
    const txid = tx.getId();
    tx.outs.forEach((output, vout) => {
      const wallet = byScript.get(bytesToHex(output.script));
      if (wallet === undefined || inscriptionVouts.has(vout)) return;
      purseOf(wallet).set(outpointKey({ txid, vout }), { txid, vout, value: output.value, inscriptions: 'none' });
    });
  };
  return {
    utxos: (wallet) => [...purseOf(wallet).values()],
    receive: (wallet, coin) => {
      purseOf(wallet).set(outpointKey(coin), coin);
    },
    observe,
    broadcast: async (tx, inscriptionVouts = new Set()) => {
      const txid = await devnet.broadcast(tx.toHex());
      observe(tx, inscriptionVouts);
      return txid;
    },
    pay: (wallet, outputs) => {
      const wanted = outputs.reduce((sum, { value }) => sum + value, 0n);
      // Largest coins first, skipping dummies (a purchase needs those), until the outputs and fee are covered.
      const spendable = [...purseOf(wallet).values()]
        .filter(({ value }) => value > 1000n)
        .sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
      const picked: WalletUtxo[] = [];
      let held = 0n;
      const feeFor = (inputs: number) => (11n + 58n * BigInt(inputs) + 43n * BigInt(outputs.length + 1)) * seedFeeRate;
      for (const coin of spendable) {
        if (held >= wanted + feeFor(picked.length)) break;
        picked.push(coin);
        held += coin.value;
      }
      const fee = feeFor(picked.length);
      if (held < wanted + fee) throw new Error(`${wallet.name} cannot pay ${wanted} sats: the seed funded too little`);
      const tx = new bitcoin.Transaction();
      tx.version = 2;
      for (const coin of picked) tx.addInput(hashFromTxid(coin.txid), coin.vout, 0xfffffffd);
      for (const output of outputs) tx.addOutput(output.script, output.value);
      const change = held - wanted - fee;
      if (change >= 546n) tx.addOutput(wallet.outputScript, change);
      const prevouts = picked.map(({ value }) => ({ script: wallet.outputScript, value }));
      picked.forEach((_, index) => {
        wallet.signKeyPath(tx, index, prevouts);
      });
      return tx;
    },
  };
}
