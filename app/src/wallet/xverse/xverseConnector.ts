import { equalBytes, type NetworkName, networkParams, parseAddress } from '@ordmarket/protocol';
import { AddressPurpose, MessageSigningProtocols, type Address, type Return } from 'sats-connect';
import { addressNetwork } from '../chain/addressNetwork';
import type { MarketChains } from '../chain/marketChains';
import { WrongChainError } from '../chain/wrongChain';
import { esploraClient, unspentSats, type Fetch } from '../esplora';
import { convertPsbt, psbtEncoding, readPsbt } from '../psbtEncoding';
import type { SignPsbtOptions, WalletConnector, WalletEventMap, WalletEventName } from '../WalletConnector';
import { xverseCall } from './xverseCall';
import { WalletError } from '../../errors/walletError';
import { moveXverseToChain, xverseChainOf } from './xverseChainSwitch';
import { fromXverseNetwork, toXverseNetwork, xverseMempoolPath } from './xverseNetwork';
import { isXverseInstalled, onXverseEvent } from './xverseProvider';

/** Spec §7: the prompt Xverse shows when the marketplace asks for its addresses. */
export const xverseAddressMessage = 'Address for receiving Ordinals and payments';
/** A guard only: the market offers protected listings to wallets that can sign a lock's leaf (protectionSupport). */
export const xverseCannotSignLeaf = "Xverse cannot be asked for a protected listing's script-path signature.";

export interface XverseOptions {
  readonly isInstalled?: () => boolean;
  readonly fetch: Fetch;
  /** The marketplace server, whose mempool proxy the balance is read from (spec §7). */
  readonly baseUrl: string;
}

/** Xverse's payment account: where its coins are. */
export interface XversePayment {
  readonly address: string;
  /** Hex, as Xverse reports it; '' when a restored session never learnt it. */
  readonly publicKey: string;
}

export interface XverseAddresses {
  /** Where inscriptions are received: the address the marketplace knows the user by. */
  readonly ordinals: string;
  readonly ordinalsPublicKey: string;
  /** Where the payment coins are; balances and payments use it. Without it Xverse pays from `ordinals`. */
  readonly payment?: XversePayment;
}

export interface XverseConnector extends WalletConnector {
  /** Picks up a session from the stored xverse address (spec §4, wallet restore), without a prompt. */
  restore(addresses: XverseAddresses): void;
}

function addressOf(addresses: readonly Address[], purpose: AddressPurpose): Address | undefined {
  return addresses.find((entry) => entry.purpose === purpose);
}

// Xverse wants to be told which address signs which input; an input belongs to the address its output pays.
function signInputsFor(
  psbt: string,
  owned: readonly string[],
  network: NetworkName,
  options: SignPsbtOptions | undefined,
): Record<string, number[]> {
  const decoded = readPsbt(psbt, networkParams(network));
  const scripts = owned.flatMap((address) => {
    try {
      return [{ address, script: parseAddress(address, network).outputScript }];
    } catch {
      return [];
    }
  });
  const wanted = options?.toSignInputs?.map((input) => input.index);
  const signInputs: Record<string, number[]> = {};
  decoded.data.inputs.forEach((input, index) => {
    if (wanted && !wanted.includes(index)) return;
    const script = input.witnessUtxo?.script;
    const owner = script && scripts.find((entry) => equalBytes(entry.script, script));
    if (owner) signInputs[owner.address] = [...(signInputs[owner.address] ?? []), index];
  });
  return signInputs;
}

/** What wallet_connect and wallet_getAccount both answer: the account's addresses and the network they are on. */
type XverseAccount = Pick<Return<'wallet_connect'>, 'addresses' | 'network'>;

/**
 * Connects Xverse on one of the market's chains. wallet_connect names the preferred chain, and Xverse asks the user
 * to switch before connecting when it is elsewhere (its docs); a version that connects on another chain anyway is
 * asked again with wallet_changeNetwork and read again. Its addresses must then follow the market's address rules:
 * a wallet that answers another network's is refused, never taken for the market's. Whatever is refused leaves the
 * site disconnected.
 */
async function connectOnChain(chains: MarketChains): Promise<readonly Address[]> {
  const network = toXverseNetwork(chains.preferred);
  let account: XverseAccount = await xverseCall('wallet_connect', {
    addresses: [AddressPurpose.Ordinals, AddressPurpose.Payment],
    message: xverseAddressMessage,
    ...(network === undefined ? {} : { network }),
  });
  try {
    const walletChain = fromXverseNetwork(account.network.bitcoin.name);
    if (!chains.accepted.includes(walletChain)) {
      await moveXverseToChain(chains, walletChain);
      account = await xverseCall('wallet_getAccount', null);
    }
    const rules = chains.preferred === 'mainnet' ? 'mainnet' : 'testnet';
    // Only the Bitcoin addresses asked for: an account may carry others (Stacks, Spark) with rules of their own.
    const foreign = [AddressPurpose.Ordinals, AddressPurpose.Payment].some((purpose) => {
      const entry = addressOf(account.addresses, purpose);
      return entry !== undefined && addressNetwork(entry.address) !== rules;
    });
    if (foreign) {
      throw new WrongChainError({
        walletName: 'xverse',
        walletChain: fromXverseNetwork(account.network.bitcoin.name),
        marketChain: chains.preferred,
        reason: 'addresses',
      });
    }
    return account.addresses;
  } catch (error) {
    await xverseCall('wallet_disconnect', null).catch(() => undefined);
    throw error;
  }
}

/**
 * Xverse through sats-connect 4 (spec §4 and §7: address request, transaction signing), every call and event sent
 * to Xverse's own provider and never through sats-connect's wallet picker.
 */
export function xverseConnector(options: XverseOptions): XverseConnector {
  let current: XverseAddresses | undefined;

  const connected = (): XverseAddresses => {
    if (!current) throw new WalletError('Xverse', 'Xverse is not connected');
    return current;
  };
  const paymentOf = (addresses: XverseAddresses): XversePayment =>
    addresses.payment ?? { address: addresses.ordinals, publicKey: addresses.ordinalsPublicKey };
  const accounts = (addresses: XverseAddresses): string[] => {
    const payment = paymentOf(addresses).address;
    return payment === addresses.ordinals ? [addresses.ordinals] : [addresses.ordinals, payment];
  };
  // The connected addresses say which network's rules PSBTs and the mempool proxy follow.
  const networkName = (): NetworkName => addressNetwork(connected().ordinals) ?? 'mainnet';
  const mempool = (address: string) =>
    esploraClient(options.fetch, `${options.baseUrl.replace(/\/+$/, '')}${xverseMempoolPath(address)}`);

  return {
    name: 'xverse',
    isAvailable: options.isInstalled ?? isXverseInstalled,
    restore: (addresses) => {
      current = addresses;
    },
    connect: async (chains) => {
      const shared = await connectOnChain(chains);
      const ordinals = addressOf(shared, AddressPurpose.Ordinals);
      if (!ordinals) throw new WalletError('Xverse', 'Xverse shared no ordinals address');
      const payment = addressOf(shared, AddressPurpose.Payment);
      current = {
        ordinals: ordinals.address,
        ordinalsPublicKey: ordinals.publicKey,
        ...(payment ? { payment: { address: payment.address, publicKey: payment.publicKey } } : {}),
      };
      const paying = paymentOf(current);
      return {
        address: current.ordinals,
        publicKey: current.ordinalsPublicKey,
        accounts: accounts(current),
        paymentAddress: paying.address,
        paymentPublicKey: paying.publicKey,
      };
    },
    getAccounts: () => Promise.resolve(current ? accounts(current) : []),
    getPublicKey: () => Promise.resolve(connected().ordinalsPublicKey),
    getBalance: async () => {
      // Spec §4: funded minus spent output sums of the confirmed chain; Xverse reports nothing unconfirmed.
      const paying = paymentOf(connected()).address;
      const confirmed = unspentSats((await mempool(paying).address(paying)).chain_stats);
      return { confirmed, unconfirmed: 0, total: confirmed };
    },
    getChain: xverseChainOf,
    moveToChain: (chains) => moveXverseToChain(chains),
    signPsbt: async (psbt, signOptions) => {
      // sats-connect's signPsbt names addresses and indexes only: there is no way to ask for a leaf's signature.
      if (signOptions?.toSignInputs?.some((input) => input.scriptPath === true)) {
        throw new WalletError('Xverse', xverseCannotSignLeaf);
      }
      const base64 = convertPsbt(psbt, 'base64');
      const signInputs = signInputsFor(base64, accounts(connected()), networkName(), signOptions);
      const result = await xverseCall('signPsbt', { psbt: base64, signInputs, broadcast: false });
      return convertPsbt(result.psbt, psbtEncoding(psbt));
    },
    sendBitcoin: async (to, sats) => {
      // sats-connect's sendTransfer has no fee rate: Xverse lets the user pick it in its own prompt.
      const result = await xverseCall('sendTransfer', { recipients: [{ address: to, amount: sats }] });
      return result.txid;
    },
    signMessage: async (message, protocol, address) => {
      const result = await xverseCall('signMessage', {
        address: address ?? connected().ordinals,
        message,
        protocol: protocol === 'ecdsa' ? MessageSigningProtocols.ECDSA : MessageSigningProtocols.BIP322,
      });
      return result.signature;
    },
    on: <Event extends WalletEventName>(event: Event, listener: (value: WalletEventMap[Event]) => void) => {
      if (event === 'accountsChanged') {
        return onXverseEvent({
          eventName: 'accountChange',
          cb: (change) => {
            const ordinals = change.addresses && addressOf(change.addresses, AddressPurpose.Ordinals);
            const payment = change.addresses && addressOf(change.addresses, AddressPurpose.Payment);
            const shared = [ordinals?.address, payment?.address].filter((entry) => entry !== undefined);
            (listener as (value: WalletEventMap['accountsChanged']) => void)(shared);
          },
        });
      }
      return onXverseEvent({
        eventName: 'networkChange',
        cb: (change) => {
          (listener as (value: WalletEventMap['chainChanged']) => void)(fromXverseNetwork(change.bitcoin.name));
        },
      });
    },
    disconnect: async () => {
      current = undefined;
      await xverseCall('wallet_disconnect', null);
    },
  };
}
