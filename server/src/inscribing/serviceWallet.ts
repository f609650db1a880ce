import { randomBytes } from 'node:crypto';
import { serverCurve } from '../crypto/serverCurve';
import {
  bytesToHex,
  hexToBytes,
  type NetworkName,
  networkParams,
  taprootKeyPair,
  type TaprootKeyPair,
  type TaprootSigner,
} from '@ordmarket/protocol';
import { BIP32Factory, type BIP32Interface } from 'bip32';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { serverSettings, serviceAddresses } from '../db/schema';

const bip32 = BIP32Factory(serverCurve);
const devnetSeedSetting = 'service-wallet-seed';

/**
 * The HD key the server owns: every order, deposit and fee address is one of its BIP86 taproot children. The
 * root never leaves this object (no property holds it, and it prints as a placeholder), so a log line or an
 * answer cannot carry it by accident.
 */
export interface ServiceWallet {
  readonly network: NetworkName;
  /** The key of the address handed out at `derivationIndex` (m/86'/coin'/0'/0/index). */
  keyAt(derivationIndex: number): TaprootKeyPair;
  /** Where the platform's own fees go when no SERVICE_FEE_ADDRESS is set (m/86'/coin'/0'/1/0). */
  readonly feeAddress: string;
  /**
   * The market's key in every protected listing's lock (m/86'/coin'/0'/2/0, untweaked): it co-signs each purchase
   * of one over the whole transaction. Its public half is public; the signer stays in this object.
   */
  readonly coSigner: TaprootSigner;
}

function walletFrom(root: BIP32Interface, network: NetworkName): ServiceWallet {
  const coin = network === 'mainnet' ? 0 : 1;
  const account = root.deriveHardened(86).deriveHardened(coin).deriveHardened(0);
  // The chain of order addresses, derived once: each order's key is then one step from it, not two.
  const receiving = account.derive(0);
  const keyOf = (node: BIP32Interface): TaprootKeyPair => {
    if (node.privateKey === undefined) throw new Error('The service wallet key has no private part.');
    return taprootKeyPair(node.privateKey, network);
  };
  const wallet: ServiceWallet = {
    network,
    keyAt: (derivationIndex) => keyOf(receiving.derive(derivationIndex)),
    feeAddress: keyOf(account.derive(1).derive(0)).address,
    coSigner: keyOf(account.derive(2).derive(0)).scriptSigner,
  };
  Object.defineProperty(wallet, 'toJSON', { value: () => '[service wallet]' });
  Object.defineProperty(wallet, Symbol.for('nodejs.util.inspect.custom'), { value: () => '[service wallet]' });
  return wallet;
}

/**
 * The service wallet for this network: SERVICE_WALLET_XPRV when set (an extended private key of the network, whose
 * children are derived as BIP86 from it); otherwise, on the embedded devnet only, a seed made on the first start
 * and kept in the database. `requiredOn` names the chain setting that needs the key (a chain read over HTTP,
 * undefined on the embedded devnet): without it such a chain refuses to start.
 */
export async function openServiceWallet(
  db: Database,
  network: NetworkName,
  extendedKey: string | undefined,
  requiredOn: string | undefined,
): Promise<ServiceWallet> {
  if (extendedKey !== undefined) {
    let root: BIP32Interface;
    try {
      root = bip32.fromBase58(extendedKey, networkParams(network));
    } catch {
      throw new Error(
        `Invalid server configuration. SERVICE_WALLET_XPRV: not an extended private key of NETWORK=${network}.`,
      );
    }
    if (root.isNeutered()) {
      throw new Error('Invalid server configuration. SERVICE_WALLET_XPRV: a public key cannot sign; give the xprv.');
    }
    return walletFrom(root, network);
  }
  if (requiredOn !== undefined) {
    throw new Error(
      `Invalid server configuration. SERVICE_WALLET_XPRV: required on ${requiredOn}; the inscription service pays from it.`,
    );
  }
  await db
    .insert(serverSettings)
    .values({ name: devnetSeedSetting, value: bytesToHex(randomBytes(64)) })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.name, devnetSeedSetting));
  if (!stored) throw new Error('The devnet service wallet seed could not be stored.');
  return walletFrom(bip32.fromSeed(hexToBytes(stored.value), networkParams(network)), network);
}

/** Hands out the next unused address of the wallet, recorded with what it is for, inside the caller's transaction. */
export async function newServiceAddress(
  tx: Transaction,
  wallet: ServiceWallet,
  purpose: string,
): Promise<{ derivationIndex: number; address: string }> {
  // The index comes from the sequence first and the address is filled in after, so two callers never share one.
  const [reserved] = await tx
    .insert(serviceAddresses)
    .values({ purpose, address: `reserved:${bytesToHex(randomBytes(16))}` })
    .returning({ derivationIndex: serviceAddresses.derivationIndex });
  if (!reserved) throw new Error('No service address index could be reserved.');
  const key = wallet.keyAt(reserved.derivationIndex);
  const address = key.address;
  await tx
    .update(serviceAddresses)
    .set({ address, outputScript: bytesToHex(key.outputScript) })
    .where(eq(serviceAddresses.derivationIndex, reserved.derivationIndex));
  return { derivationIndex: reserved.derivationIndex, address };
}
