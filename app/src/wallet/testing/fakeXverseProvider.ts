import {
  AddressPurpose,
  AddressType,
  BitcoinNetworkType,
  RpcErrorCode,
  type Address,
  type ListenerInfo,
  type WalletEvent,
} from 'sats-connect';

/** One Xverse account's two addresses on one network's rules. */
export interface FakeXverseAddresses {
  readonly ordinals: string;
  readonly payment: string;
}

type RpcAnswer =
  | { readonly jsonrpc: '2.0'; readonly id: string; readonly result: unknown }
  | {
      readonly jsonrpc: '2.0';
      readonly id: string;
      readonly error: { readonly code: number; readonly message: string };
    };

/** What Xverse answers `getInfo`: a version recent enough that sats-connect passes requests on as they are. */
const fakeXverseInfo = { version: '1.5.0', platform: 'web', methods: [], supports: [] };

/**
 * A stand-in for Xverse's injected provider, `window.XverseProviders.BitcoinProvider` (an external program, not
 * ours), as sats-connect 4.2 / @sats-connect/core 0.10 talk to it: `request(method, params)` answers JSON-RPC 2.0
 * messages (errors with sats-connect's RpcErrorCode: -32000 the user's rejection, -32002 no permission, -32601
 * unknown method), and `addListener({eventName, cb})` follows its events. As Xverse's docs describe it,
 * wallet_connect asks to switch to the network it names before connecting, reading the account and network needs
 * the connection's permission, and wallet_changeNetwork prompts and announces networkChange. It records every request
 * but sats-connect's own getInfo, and rejects them all as refused when `refuse` is set.
 */
export class FakeXverseProvider {
  network = BitcoinNetworkType.Mainnet;
  /** Whether the site holds Xverse's read permission: a returning trader's by default. */
  connected = true;
  refuse = false;
  /** The user refuses only switching the network (within wallet_connect, or wallet_changeNetwork). */
  refuseNetworkSwitch = false;
  /** An Xverse that connects on its own network whatever wallet_connect names (versions before the parameter). */
  ignoresConnectNetwork = false;
  readonly requests: Array<{ method: string; params: unknown }> = [];
  private readonly listeners = new Set<ListenerInfo>();
  private nextId = 0;

  /** The account's addresses on mainnet (bc1...) and on the test networks (tb1...): one seed, two forms. */
  constructor(
    readonly mainnet: FakeXverseAddresses,
    readonly test: FakeXverseAddresses = mainnet,
  ) {}

  addresses(): Address[] {
    const { ordinals, payment } = this.network === BitcoinNetworkType.Mainnet ? this.mainnet : this.test;
    const entry = (address: string, purpose: AddressPurpose, addressType: AddressType): Address => ({
      address,
      publicKey: purpose === AddressPurpose.Ordinals ? 'aa'.repeat(32) : `02${'bb'.repeat(32)}`,
      purpose,
      addressType,
      walletType: 'software',
    });
    return [
      entry(ordinals, AddressPurpose.Ordinals, AddressType.p2tr),
      entry(payment, AddressPurpose.Payment, AddressType.p2wpkh),
    ];
  }

  private networks() {
    const isMainnet = this.network === BitcoinNetworkType.Mainnet;
    return {
      bitcoin: { name: this.network },
      stacks: { name: isMainnet ? 'mainnet' : 'testnet' },
      spark: { name: isMainnet ? 'mainnet' : 'regtest' },
    } as const;
  }

  private account() {
    return { id: 'fake-account', addresses: this.addresses(), walletType: 'software', network: this.networks() };
  }

  /** The user switches network (in the wallet, or at a prompt): connected sites hear networkChange. */
  switchNetwork(network: BitcoinNetworkType): void {
    if (network === this.network) return;
    this.network = network;
    const { bitcoin, stacks } = this.networks();
    this.emit({ type: 'networkChange', bitcoin, stacks, addresses: this.addresses() });
  }

  /** An event as Xverse sends it, heard only by a connected site. */
  emit(event: WalletEvent): void {
    if (!this.connected) return;
    for (const listener of this.listeners) {
      if (listener.eventName === event.type) (listener.cb as (value: WalletEvent) => void)(event);
    }
  }

  request = (method: string, params: unknown): Promise<RpcAnswer> => {
    const id = String((this.nextId += 1));
    const ok = (result: unknown): Promise<RpcAnswer> => Promise.resolve({ jsonrpc: '2.0', id, result });
    const fail = (code: RpcErrorCode, message: string): Promise<RpcAnswer> =>
      Promise.resolve({ jsonrpc: '2.0', id, error: { code, message } });
    if (method === 'getInfo') return ok(fakeXverseInfo);
    this.requests.push({ method, params });
    if (this.refuse) return fail(RpcErrorCode.USER_REJECTION, 'User rejected the request');
    if (method === 'wallet_connect') {
      const wanted = (params as { network?: BitcoinNetworkType } | null)?.network;
      if (wanted !== undefined && wanted !== this.network && !this.ignoresConnectNetwork) {
        if (this.refuseNetworkSwitch) return fail(RpcErrorCode.USER_REJECTION, 'User rejected the request');
        this.switchNetwork(wanted);
      }
      this.connected = true;
      return ok(this.account());
    }
    if (!this.connected) return fail(RpcErrorCode.ACCESS_DENIED, 'Access denied: connect to the wallet first');
    switch (method) {
      case 'wallet_getAccount':
        return ok(this.account());
      case 'wallet_getNetwork':
        return ok(this.networks());
      case 'wallet_changeNetwork': {
        const { name } = params as { name: BitcoinNetworkType };
        if (!Object.values(BitcoinNetworkType).includes(name))
          return fail(RpcErrorCode.INVALID_PARAMS, 'Invalid network');
        if (name !== this.network && this.refuseNetworkSwitch) {
          return fail(RpcErrorCode.USER_REJECTION, 'User rejected the request');
        }
        this.switchNetwork(name);
        return ok(null);
      }
      case 'wallet_disconnect':
        this.connected = false;
        return ok(null);
      case 'signPsbt':
        return ok({ psbt: (params as { psbt: string }).psbt });
      case 'sendTransfer':
        return ok({ txid: 'cd'.repeat(32) });
      case 'signMessage':
        return ok({ signature: 'c2ln', messageHash: '', address: this.addresses()[0]?.address, protocol: 'BIP322' });
      default:
        return fail(RpcErrorCode.METHOD_NOT_FOUND, `Method not found: ${method}`);
    }
  };

  addListener = (listener: ListenerInfo): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}
