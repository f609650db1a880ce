import { equalBytes, type NetworkName, networkParams, parseAddress } from '@ordmarket/protocol';
import { AddressPurpose, BitcoinNetworkType, MessageSigningProtocols, type Address } from 'sats-connect';
import { esploraClient, unspentSats, type Fetch } from '../esplora';
import { convertPsbt, psbtEncoding, readPsbt } from '../psbtEncoding';
import type { SignPsbtOptions, WalletConnector, WalletEventMap, WalletEventName } from '../WalletConnector';
import { isXverseInstalled, satsConnect, type SatsConnectClient } from './SatsConnectClient';
import { xverseCall } from './xverseCall';
import { fromXverseNetwork, xverseMempoolPath } from './xverseNetwork';

/** Spec §7: the prompt Xverse shows when the marketplace asks for its addresses. */
export const xverseAddressMessage = 'Address for receiving Ordinals and payments';

export interface XverseOptions {
  readonly client?: SatsConnectClient;
  readonly isInstalled?: () => boolean;
  readonly fetch: Fetch;
  /** The marketplace server, whose mempool proxy the balance is read from (spec §7). */
  readonly baseUrl: string;
  /** Spec §7: Mainnet. */
  readonly network?: BitcoinNetworkType;
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

/** Xverse through sats-connect 4 (spec §4 and §7: address request, transaction signing). */
export function xverseConnector(options: XverseOptions): XverseConnector {
  const client = options.client ?? satsConnect;
  const requestedNetwork = options.network ?? BitcoinNetworkType.Mainnet;
  let current: XverseAddresses | undefined;

  const connected = (): XverseAddresses => {
    if (!current) throw new Error('Xverse is not connected');
    return current;
  };
  const paymentOf = (addresses: XverseAddresses): XversePayment =>
    addresses.payment ?? { address: addresses.ordinals, publicKey: addresses.ordinalsPublicKey };
  const accounts = (addresses: XverseAddresses): string[] => {
    const payment = paymentOf(addresses).address;
    return payment === addresses.ordinals ? [addresses.ordinals] : [addresses.ordinals, payment];
  };
  const networkName = () => fromXverseNetwork(requestedNetwork);
  const mempool = esploraClient(
    options.fetch,
    `${options.baseUrl.replace(/\/+$/, '')}${xverseMempoolPath(requestedNetwork)}`,
  );

  return {
    name: 'xverse',
    isAvailable: options.isInstalled ?? isXverseInstalled,
    restore: (addresses) => {
      current = addresses;
    },
    connect: async () => {
      const result = await xverseCall(client, 'wallet_connect', {
        addresses: [AddressPurpose.Ordinals, AddressPurpose.Payment],
        message: xverseAddressMessage,
        network: requestedNetwork,
      });
      const ordinals = addressOf(result.addresses, AddressPurpose.Ordinals);
      if (!ordinals) throw new Error('Xverse shared no ordinals address');
      const payment = addressOf(result.addresses, AddressPurpose.Payment);
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
      const confirmed = unspentSats((await mempool.address(paymentOf(connected()).address)).chain_stats);
      return { confirmed, unconfirmed: 0, total: confirmed };
    },
    getNetwork: async () => fromXverseNetwork((await xverseCall(client, 'wallet_getNetwork', null)).bitcoin.name),
    switchToMainnet: async () => {
      await xverseCall(client, 'wallet_changeNetwork', { name: BitcoinNetworkType.Mainnet });
    },
    signPsbt: async (psbt, signOptions) => {
      const base64 = convertPsbt(psbt, 'base64');
      const signInputs = signInputsFor(base64, accounts(connected()), networkName(), signOptions);
      const result = await xverseCall(client, 'signPsbt', { psbt: base64, signInputs, broadcast: false });
      return convertPsbt(result.psbt, psbtEncoding(psbt));
    },
    sendBitcoin: async (to, sats) => {
      // sats-connect's sendTransfer has no fee rate: Xverse lets the user pick it in its own prompt.
      const result = await xverseCall(client, 'sendTransfer', { recipients: [{ address: to, amount: sats }] });
      return result.txid;
    },
    signMessage: async (message, protocol, address) => {
      const result = await xverseCall(client, 'signMessage', {
        address: address ?? connected().ordinals,
        message,
        protocol: protocol === 'ecdsa' ? MessageSigningProtocols.ECDSA : MessageSigningProtocols.BIP322,
      });
      return result.signature;
    },
    on: <Event extends WalletEventName>(event: Event, listener: (value: WalletEventMap[Event]) => void) => {
      if (event === 'accountsChanged') {
        return client.addListener({
          eventName: 'accountChange',
          cb: (change) => {
            const ordinals = change.addresses && addressOf(change.addresses, AddressPurpose.Ordinals);
            const payment = change.addresses && addressOf(change.addresses, AddressPurpose.Payment);
            const shared = [ordinals?.address, payment?.address].filter((entry) => entry !== undefined);
            (listener as (value: WalletEventMap['accountsChanged']) => void)(shared);
          },
        });
      }
      return client.addListener({
        eventName: 'networkChange',
        cb: (change) => {
          (listener as (value: WalletEventMap['networkChanged']) => void)(fromXverseNetwork(change.bitcoin.name));
        },
      });
    },
    disconnect: async () => {
      current = undefined;
      await xverseCall(client, 'wallet_disconnect', null);
    },
  };
}
