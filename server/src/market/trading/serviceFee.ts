import { randomBytes } from 'node:crypto';
import * as ecc from '@bitcoinerlab/secp256k1';
import { bitcoin, networkParams, parseAddress, type NetworkName } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { serverSettings } from '../../db/schema';

/** The market's cut of every purchase: basis points of the prices, paid to `address`. */
export interface ServiceFee {
  readonly bps: number;
  readonly address: string;
}

const devnetKeySetting = 'service-fee-key';

/** The devnet's fee address: from a key made on the first start and kept in the database, so its coins stay spendable. */
async function devnetFeeAddress(db: Database, network: NetworkName): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ name: devnetKeySetting, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.name, devnetKeySetting));
  const publicKey = stored && ecc.pointFromScalar(Buffer.from(stored.value, 'hex'), true);
  const address =
    publicKey &&
    bitcoin.payments.p2tr({ internalPubkey: publicKey.subarray(1), network: networkParams(network) }).address;
  if (!address) throw new Error('The devnet service fee key could not be made.');
  return address;
}

/**
 * The service fee the market charges, read once at start: none at SERVICE_FEE_BPS=0; SERVICE_FEE_ADDRESS when set
 * (checked against the network); on the devnet an address of its own. A real network charging a fee without an
 * address to pay it to refuses to start, naming the setting.
 */
export async function resolveServiceFee(db: Database, config: ServerConfig): Promise<ServiceFee | undefined> {
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
  if (config.NETWORK !== 'devnet') {
    throw new Error(
      `Invalid server configuration. SERVICE_FEE_ADDRESS: required on NETWORK=${config.NETWORK} while SERVICE_FEE_BPS is ${config.SERVICE_FEE_BPS}; set it, or SERVICE_FEE_BPS=0.`,
    );
  }
  return { bps: config.SERVICE_FEE_BPS, address: await devnetFeeAddress(db, config.NETWORK) };
}
