import {
  AddressPurpose,
  AddressType,
  BitcoinNetworkType,
  RpcErrorCode,
  type AccountChangeCallback,
  type ListenerInfo,
  type NetworkChangeCallback,
  type Params,
  type Requests,
  type Return,
  type RpcResult,
} from 'sats-connect';
import type { SatsConnectClient } from '../xverse/SatsConnectClient';

/**
 * A stand-in for the Xverse extension behind sats-connect (an external program, not ours): it answers the
 * requests from its fields, records them, and rejects them as the user would when `refuse` is set.
 */
export class FakeSatsConnect implements SatsConnectClient {
  refuse = false;
  network = BitcoinNetworkType.Mainnet;
  readonly requests: Array<{ method: string; params: unknown }> = [];
  readonly accountListeners = new Set<AccountChangeCallback>();
  readonly networkListeners = new Set<NetworkChangeCallback>();

  constructor(
    readonly ordinals: string,
    readonly payment: string,
  ) {}

  addresses() {
    const entry = (address: string, purpose: AddressPurpose, addressType: AddressType) => ({
      address,
      publicKey: purpose === AddressPurpose.Ordinals ? 'aa'.repeat(32) : `02${'bb'.repeat(32)}`,
      purpose,
      addressType,
      walletType: 'software' as const,
    });
    return [
      entry(this.ordinals, AddressPurpose.Ordinals, AddressType.p2tr),
      entry(this.payment, AddressPurpose.Payment, AddressType.p2wpkh),
    ];
  }

  private results(method: keyof Requests, params: unknown): unknown {
    const network = { bitcoin: { name: this.network }, stacks: { name: 'mainnet' }, spark: { name: 'mainnet' } };
    switch (method) {
      case 'wallet_connect':
        return { id: 'fake', addresses: this.addresses(), walletType: 'software', network };
      case 'wallet_getNetwork':
        return network;
      case 'signPsbt':
        return { psbt: (params as { psbt: string }).psbt };
      case 'sendTransfer':
        return { txid: 'cd'.repeat(32) };
      case 'signMessage':
        return { signature: 'c2ln', messageHash: '', address: this.ordinals, protocol: 'BIP322' };
      default:
        return null;
    }
  }

  request<Method extends keyof Requests>(method: Method, params: Params<Method>): Promise<RpcResult<Method>> {
    this.requests.push({ method, params });
    if (this.refuse) {
      return Promise.resolve({
        status: 'error',
        error: { code: RpcErrorCode.USER_REJECTION, message: 'User rejected request' },
      });
    }
    return Promise.resolve({ status: 'success', result: this.results(method, params) as Return<Method> });
  }

  addListener = (info: ListenerInfo): (() => void) => {
    if (info.eventName === 'accountChange') {
      this.accountListeners.add(info.cb);
      return () => this.accountListeners.delete(info.cb);
    }
    if (info.eventName === 'networkChange') {
      this.networkListeners.add(info.cb);
      return () => this.networkListeners.delete(info.cb);
    }
    return () => undefined;
  };
}
