import { incrementalRelayFeeRate, minRelayFeeRate } from '../chainRules';
import { feeRateValue } from './btcAmount';
import type { RpcMethod } from './rpcMethod';

/** The Core release whose answers the devnet gives. */
const coreVersion = 280000;
const coreSubversion = '/Satoshi:28.0.0/';
/** NODE_NETWORK | NODE_WITNESS | NODE_NETWORK_LIMITED | NODE_P2P_V2: a default Core 28 node's services. */
const localServices = 0x0c09;

/**
 * getnetworkinfo (src/rpc/net.cpp, Core 28): a node with no peers, clearnet reachable and no proxies, whose relay
 * fees are the devnet's.
 */
export const networkMethods: readonly RpcMethod[] = [
  {
    name: 'getnetworkinfo',
    description: "Answers the node's version, services, connections and relay fees.",
    args: [],
    run: () =>
      Promise.resolve({
        version: coreVersion,
        subversion: coreSubversion,
        protocolversion: 70016,
        localservices: localServices.toString(16).padStart(16, '0'),
        localservicesnames: ['NETWORK', 'WITNESS', 'NETWORK_LIMITED', 'P2P_V2'],
        localrelay: true,
        timeoffset: 0,
        networkactive: true,
        connections: 0,
        connections_in: 0,
        connections_out: 0,
        networks: ['ipv4', 'ipv6', 'onion', 'i2p', 'cjdns'].map((name) => {
          const reachable = name === 'ipv4' || name === 'ipv6';
          return { name, limited: !reachable, reachable, proxy: '', proxy_randomize_credentials: false };
        }),
        relayfee: feeRateValue(minRelayFeeRate),
        incrementalfee: feeRateValue(incrementalRelayFeeRate),
        localaddresses: [],
        warnings: [],
      }),
  },
];
