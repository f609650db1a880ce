import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { bytesToHex } from '@ordmarket/protocol';
import { demoWallets } from '@ordmarket/server/testing';
import { devnetKeyStorageKey, importDevnetKey } from '@ordmarket/app/devnet';

/** A devnet wallet a journey drives: its key goes into the page, as the devnet wallet keeps it in localStorage. */
export interface DevnetTrader {
  readonly address: string;
  readonly privateKeyHex: string;
}

/** A new wallet with a key of its own. */
export function newTrader(): DevnetTrader {
  const privateKeyHex = bytesToHex(randomBytes(32));
  return { address: importDevnetKey(privateKeyHex).address, privateKeyHex };
}

/** The seeded market's demo wallets (the same for the same MARKET_SEED), which hold its inscriptions and coins. */
export function demoTraders(marketSeed: string): DevnetTrader[] {
  return demoWallets(marketSeed, 12).map((wallet) => ({
    address: wallet.address,
    privateKeyHex: bytesToHex(wallet.privateKey),
  }));
}

/** Puts the trader's key where the devnet wallet looks for it, before any page script runs. */
export async function holdTraderKey(context: BrowserContext, trader: DevnetTrader): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      // Init scripts run in every frame; sandboxed inscription frames have no storage and must stay untouched.
      if (window !== window.top) return;
      window.localStorage.setItem(key, value);
    },
    [devnetKeyStorageKey, trader.privateKeyHex] as const,
  );
}

async function call<Data>(url: string, path: string, body: unknown): Promise<Data> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: number; msg?: string; data?: Data };
  if (answer.code !== undefined && answer.code !== 0) throw new Error(`${path} answered ${answer.code}: ${answer.msg}`);
  return (answer.data ?? answer) as Data;
}

/** The market's API, as any client calls it. */
export const marketApi = <Data>(url: string, path: string, body: unknown = {}): Promise<Data> => call(url, path, body);

/** The devnet's faucet and miner (devnet only), then the indexer catching up with the new block. */
export async function fund(url: string, address: string, sats: number): Promise<void> {
  await call(url, '/devnet/faucet', { address, sats });
}

export async function mineBlock(url: string): Promise<void> {
  const before = await fetch(`${url}/mempool/api/blocks/tip/height`).then((response) => response.text());
  await call(url, '/devnet/mine', { blocks: 1 });
  const tip = Number(before) + 1;
  // The market answers for a block once its indexer applied it.
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const health = await call<{ indexed_height: number | null }>(url, '/api/v1/health', {});
    if ((health.indexed_height ?? -1) >= tip) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The indexer did not reach block ${tip}`);
}

/** A transaction as the chain's Esplora API reports it. */
export interface ChainTx {
  txid: string;
  fee: number;
  weight: number;
  status: { confirmed: boolean };
  vin: Array<{
    txid: string;
    vout: number;
    prevout: { scriptpubkey_address?: string; value: number } | null;
    /** Hex items, as Esplora answers them; absent for an input without a witness. */
    witness?: string[];
  }>;
  vout: Array<{ scriptpubkey_address?: string; value: number }>;
}

export async function chainTx(url: string, txid: string): Promise<ChainTx> {
  const response = await fetch(`${url}/mempool/api/tx/${txid}`);
  if (!response.ok) throw new Error(`No transaction ${txid} on the chain: ${response.status}`);
  return (await response.json()) as ChainTx;
}
