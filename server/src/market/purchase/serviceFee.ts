import { parseAddress } from '@ordmarket/protocol';
import { chainSetting, readsChainOverHttp, type ServerConfig } from '../../config/config';
import type { ServiceWallet } from '../../inscribing/serviceWallet';

/** The market's cut of every purchase: basis points of the prices, paid to `address`. */
export interface ServiceFee {
  readonly bps: number;
  readonly address: string;
}

/**
 * The service fee the market charges, read once at start: none at SERVICE_FEE_BPS=0; SERVICE_FEE_ADDRESS when set
 * (checked against the network); on the devnet the service wallet's fee address. A real network charging a fee without an
 * address to pay it to refuses to start, naming the setting.
 */
export function resolveServiceFee(config: ServerConfig, wallet: ServiceWallet): ServiceFee | undefined {
  if (config.SERVICE_FEE_BPS === 0) return undefined;
  const configured = config.SERVICE_FEE_ADDRESS;
  if (configured !== undefined) {
    try {
      parseAddress(configured, config.NETWORK);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Invalid server configuration. SERVICE_FEE_ADDRESS: ${reason}`);
    }
    return { bps: config.SERVICE_FEE_BPS, address: configured };
  }
  if (readsChainOverHttp(config)) {
    throw new Error(
      `Invalid server configuration. SERVICE_FEE_ADDRESS: required on ${chainSetting(config)} while SERVICE_FEE_BPS is ${config.SERVICE_FEE_BPS}; set it, or SERVICE_FEE_BPS=0.`,
    );
  }
  return { bps: config.SERVICE_FEE_BPS, address: wallet.feeAddress };
}
