import { convertPsbt, psbtEncoding } from '../psbtEncoding';
import type { SignPsbtOptions, WalletConnector, WalletEventMap, WalletEventName } from '../WalletConnector';
import { unisatCall } from './unisatCancel';
import { WalletError } from '../../errors/walletError';
import { fromUnisatChain, fromUnisatNetwork } from './unisatChain';
import { moveUnisatToChain, unisatChainOf } from './unisatChainSwitch';
import type { UnisatChainInfo, UnisatProvider } from './UnisatProvider';

/** Reads the provider on every call: the extension may inject it after the app has loaded. */
export type UnisatProviderSource = () => UnisatProvider | undefined;

export const browserUnisat: UnisatProviderSource = () => (typeof window === 'undefined' ? undefined : window.unisat);

/** UniSat wants each input to sign named with the key that signs it (an address or a public key). */
function toUnisatOptions(options: SignPsbtOptions | undefined, publicKey: string) {
  return {
    autoFinalized: options?.autoFinalized ?? true,
    ...(options?.toSignInputs
      ? {
          toSignInputs: options.toSignInputs.map((input) => ({
            index: input.index,
            publicKey,
            ...(input.sighashTypes ? { sighashTypes: [...input.sighashTypes] } : {}),
            ...(input.scriptPath === true ? { disableTweakSigner: true } : {}),
          })),
        }
      : {}),
  };
}

/** The unisat extension through its injected `window.unisat` (spec §7, wallet extension calls). */
export function unisatConnector(source: UnisatProviderSource = browserUnisat): WalletConnector {
  const provider = (): UnisatProvider => {
    const injected = source();
    if (!injected) throw new WalletError('UniSat', 'The UniSat wallet is not installed');
    return injected;
  };
  const connector: WalletConnector = {
    name: 'unisat',
    isAvailable: () => source() !== undefined,
    connect: async (chains) => {
      await moveUnisatToChain(provider(), chains);
      const accounts = await unisatCall(() => provider().requestAccounts());
      const [address] = accounts;
      if (address === undefined) throw new WalletError('UniSat', 'UniSat shared no account');
      const publicKey = await unisatCall(() => provider().getPublicKey());
      // UniSat holds inscriptions and pays from the one address.
      return { address, publicKey, accounts, paymentAddress: address, paymentPublicKey: publicKey };
    },
    getAccounts: () => unisatCall(() => provider().getAccounts()),
    getPublicKey: () => unisatCall(() => provider().getPublicKey()),
    getBalance: async () => {
      const { confirmed, unconfirmed, total } = await unisatCall(() => provider().getBalance());
      return { confirmed, unconfirmed, total };
    },
    getChain: () => unisatChainOf(provider()),
    moveToChain: (chains) => moveUnisatToChain(provider(), chains),
    signPsbt: async (psbt, options) => {
      // unisat takes and answers hex; the caller gets back the encoding it sent.
      const publicKey = options?.toSignInputs ? await unisatCall(() => provider().getPublicKey()) : '';
      const signed = await unisatCall(() =>
        provider().signPsbt(convertPsbt(psbt, 'hex'), toUnisatOptions(options, publicKey)),
      );
      return convertPsbt(signed, psbtEncoding(psbt));
    },
    sendBitcoin: (to, sats, options) =>
      unisatCall(() =>
        provider().sendBitcoin(to, sats, options?.feeRate === undefined ? {} : { feeRate: options.feeRate }),
      ),
    signMessage: (message, protocol) => unisatCall(() => provider().signMessage(message, protocol)),
    // A getter, read at each use: the extension may be injected (or updated) after the app has loaded, and only
    // versions that have the call offer it.
    get inscribeTransfer() {
      if (typeof source()?.inscribeTransfer !== 'function') return undefined;
      return async (tick: string, amount: string) => {
        await unisatCall(
          () =>
            provider().inscribeTransfer?.(tick, amount) ??
            Promise.reject(
              new WalletError('UniSat', 'This UniSat version cannot inscribe transfers; update the extension.'),
            ),
        );
      };
    },
    on: <Event extends WalletEventName>(event: Event, listener: (value: WalletEventMap[Event]) => void) => {
      const injected = source();
      if (!injected) return () => undefined;
      if (event === 'accountsChanged') {
        const handler = (accounts: string[]) => {
          (listener as (value: WalletEventMap['accountsChanged']) => void)(accounts);
        };
        injected.on('accountsChanged', handler);
        return () => {
          injected.removeListener('accountsChanged', handler);
        };
      }
      const announce = (chain: WalletEventMap['chainChanged']) => {
        (listener as (value: WalletEventMap['chainChanged']) => void)(chain);
      };
      // UniSat announces a chain change twice: chainChanged with the chain, and networkChanged with the legacy name
      // when that name changes (not at all between testnet3 and testnet4). Only one is followed: chainChanged where
      // the extension has getChain, networkChanged on the versions before it.
      if (typeof injected.getChain === 'function') {
        const handler = (chain: UnisatChainInfo) => {
          announce(fromUnisatChain(chain.enum));
        };
        injected.on('chainChanged', handler);
        return () => {
          injected.removeListener('chainChanged', handler);
        };
      }
      const handler = (network: string) => {
        announce(fromUnisatNetwork(network));
      };
      injected.on('networkChanged', handler);
      return () => {
        injected.removeListener('networkChanged', handler);
      };
    },
    disconnect: async () => {
      // Older unisat versions have no disconnect: forgetting the session on our side is all there is.
      await source()?.disconnect?.();
    },
  };
  return connector;
}
