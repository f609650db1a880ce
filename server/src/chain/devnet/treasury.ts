import { createHash, randomBytes } from 'node:crypto';
import { serverCurve } from '../../crypto/serverCurve';
import { eq } from 'drizzle-orm';
import { bitcoin, bytesToHex, hexToBytes, networkParams } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { devnetSettings } from '../../db/schema';

export interface Treasury {
  readonly privateKey: Uint8Array;
  readonly publicKey: Uint8Array;
  /** p2wpkh: the faucet signs BIP143, the simplest spend the devnet verifies. */
  readonly outputScript: Uint8Array;
  readonly address: string;
}

const seedSetting = 'treasury_seed';

/** Derives the treasury key from the seed: the same database always has the same treasury. */
export function treasuryFromSeed(seed: Uint8Array): Treasury {
  const privateKey = Uint8Array.from(createHash('sha256').update('ordmarket devnet treasury').update(seed).digest());
  const publicKey = serverCurve.pointFromScalar(privateKey, true);
  if (publicKey === null) throw new Error('the treasury seed derived an invalid key; delete the devnet seed');
  const payment = bitcoin.payments.p2wpkh({ pubkey: publicKey, network: networkParams('devnet') });
  if (payment.output === undefined || payment.address === undefined) throw new Error('bitcoinjs-lib gave no p2wpkh');
  return { privateKey, publicKey, outputScript: payment.output, address: payment.address };
}

/** The treasury of this database, generating its seed on first use (a concurrent first use keeps one seed). */
export async function loadTreasury(db: Database): Promise<Treasury> {
  await db
    .insert(devnetSettings)
    .values({ name: seedSetting, value: bytesToHex(randomBytes(32)) })
    .onConflictDoNothing();
  const [row] = await db.select().from(devnetSettings).where(eq(devnetSettings.name, seedSetting));
  if (row === undefined) throw new Error('the devnet treasury seed was not stored');
  return treasuryFromSeed(hexToBytes(row.value));
}
