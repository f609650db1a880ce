import { bytesToHex, networkParams, signBip322Simple } from '@ordmarket/protocol';
import type { MarketChains } from '../chain/marketChains';
import { WrongChainError } from '../chain/wrongChain';
import { esploraClient, type Fetch } from '../esplora';
import { psbtEncoding, readPsbt, writePsbt } from '../psbtEncoding';
import type { WalletConnection, WalletConnector, WalletEventMap, WalletEventName } from '../WalletConnector';
import { buildPayment } from './buildPayment';
import { importDevnetKey, type DevnetKey } from './devnetKey';
import { loadDevnetKey, loadOrCreateDevnetKey, saveDevnetKey, type KeyStorage } from './devnetKeyStore';
import { devnetServer } from './devnetServer';
import { devnetUtxos } from './devnetUtxos';
import { signDevnetPsbt } from './signDevnetPsbt';

export interface DevnetOptions {
  readonly fetch: Fetch;
  /** The marketplace server, e.g. http://localhost:8080: its Esplora routes, faucet and inscription filter. */
  readonly baseUrl: string;
  /** Keeps the private key (localStorage in the app). */
  readonly storage: KeyStorage;
}

export interface DevnetConnector extends WalletConnector {
  /** The devnet wallet lives on the devnet, the one market that offers it: there is no chain to ask for. */
  connect(chains?: MarketChains): Promise<WalletConnection>;
  /** Replaces the wallet's key with a demo wallet's (hex or WIF), stored and connected at once. */
  importKey(privateKey: string): string;
  /** Asks the devnet treasury for `sats`; answers the faucet transaction's id. */
  faucet(sats: number): Promise<string>;
  /** Whether a key is stored: a session can be restored without creating a wallet. */
  hasStoredKey(): boolean;
}

/**
 * The embedded chain's own wallet (architecture §6): keys made in the browser so a newcomer can trade on the
 * devnet without any extension. Nothing prompts, so nothing is ever 'User Canceled'. Offer it only when the
 * server runs the devnet.
 */
export function devnetConnector(options: DevnetOptions): DevnetConnector {
  const esplora = esploraClient(options.fetch, `${options.baseUrl.replace(/\/+$/, '')}/mempool/api`);
  const server = devnetServer(options.fetch, options.baseUrl);
  const accountListeners = new Set<(accounts: readonly string[]) => void>();
  let key: DevnetKey | undefined;

  const connected = (): DevnetKey => {
    if (!key) throw new Error('The devnet wallet is not connected');
    return key;
  };
  const switchKey = (next: DevnetKey | undefined) => {
    key = next;
    for (const listener of accountListeners) listener(next ? [next.address] : []);
  };
  // One taproot key holds the inscriptions and pays.
  const connection = (active: DevnetKey): WalletConnection => {
    const publicKey = bytesToHex(active.internalKey);
    return {
      address: active.address,
      publicKey,
      accounts: [active.address],
      paymentAddress: active.address,
      paymentPublicKey: publicKey,
    };
  };

  return {
    name: 'devnet',
    isAvailable: () => true,
    connect: () => {
      key = loadOrCreateDevnetKey(options.storage);
      return Promise.resolve(connection(key));
    },
    importKey: (privateKey) => {
      const imported = saveDevnetKey(options.storage, importDevnetKey(privateKey));
      switchKey(imported);
      return imported.address;
    },
    getAccounts: () => Promise.resolve(key ? [key.address] : []),
    getPublicKey: () => Promise.resolve(bytesToHex(connected().internalKey)),
    getBalance: async () => {
      // From the coins the wallet holds now: mined ones are confirmed, ones still in the mempool (a purchase's
      // change, fresh dummies) unconfirmed; a coin a pending transaction spends counts no more.
      const coins = await esplora.utxos(connected().address);
      const sum = (confirmed: boolean) =>
        coins.filter((coin) => coin.status.confirmed === confirmed).reduce((total, coin) => total + coin.value, 0);
      const confirmed = sum(true);
      const unconfirmed = sum(false);
      return { confirmed, unconfirmed, total: confirmed + unconfirmed };
    },
    getChain: () => Promise.resolve('devnet'),
    moveToChain: (chains) =>
      chains.accepted.includes('devnet')
        ? Promise.resolve()
        : Promise.reject(
            new WrongChainError({
              walletName: 'devnet',
              walletChain: 'devnet',
              marketChain: chains.preferred,
              reason: 'cannotSwitch',
            }),
          ),
    signPsbt: (psbt, signOptions) => {
      try {
        const signed = signDevnetPsbt(readPsbt(psbt, networkParams('devnet')), connected(), signOptions);
        return Promise.resolve(writePsbt(signed, psbtEncoding(psbt)));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    sendBitcoin: async (to, sats, sendOptions) => {
      const active = connected();
      // The spec's default tier for size estimates is halfHourFee (§4).
      const rate = sendOptions?.feeRate ?? (await esplora.recommendedFees()).halfHourFee;
      const utxos = await devnetUtxos(esplora, server, active.address);
      const transaction = buildPayment(
        { to, sats: BigInt(sats), feeRate: BigInt(Math.max(1, Math.ceil(rate))), utxos },
        active,
      );
      return esplora.broadcast(transaction);
    },
    signMessage: (message, protocol) => {
      // A legacy ECDSA signature proves a key hash, which a taproot address does not commit to.
      if (protocol !== 'bip322-simple') {
        return Promise.reject(new Error('The devnet wallet signs BIP-322 simple messages only'));
      }
      const key = connected();
      const signature = signBip322Simple(message, {
        outputScript: key.outputScript,
        signer: key.signer,
        tapInternalKey: key.internalKey,
      });
      return Promise.resolve(signature);
    },
    on: <Event extends WalletEventName>(event: Event, listener: (value: WalletEventMap[Event]) => void) => {
      // The devnet wallet never changes network; its account changes only when a key is imported.
      if (event !== 'accountsChanged') return () => undefined;
      const accountsListener = listener as (value: WalletEventMap['accountsChanged']) => void;
      accountListeners.add(accountsListener);
      return () => {
        accountListeners.delete(accountsListener);
      };
    },
    disconnect: () => {
      // The stored key stays: it is the wallet itself, and its devnet coins would be lost with it.
      key = undefined;
      return Promise.resolve();
    },
    faucet: (sats) => server.faucet(connected().address, sats),
    hasStoredKey: () => loadDevnetKey(options.storage) !== undefined,
  };
}
