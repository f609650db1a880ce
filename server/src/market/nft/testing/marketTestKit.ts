import { createHash } from 'node:crypto';
import { serverCurve } from '../../../crypto/serverCurve';
import { bitcoin, networkParams } from '@ordmarket/protocol';
import { BIP32Factory } from 'bip32';
import { sessionTokenFor } from '../../../auth/testing/testSession';
import type { Database, DatabaseHandle } from '../../../db/database';
import { collections, inscriptionAttributes, inscriptions, listings } from '../../../db/schema';
import { postJson, startTestServer } from '../../../testing/startTestServer';
import type { TestDatabase } from '../../../testing/testDatabases';
import type { RunningServer } from '../../../startServer';

const bip32 = BIP32Factory(serverCurve);

/** Opening a server migrates a fresh database and starts the devnet: slow when many suites run at once. */
export const hookTimeout = 60_000;

/** A real server over a fresh database, with a caller that can sign in as any address. Test-only. */
export interface MarketUnderTest {
  readonly server: RunningServer;
  readonly db: Database;
  /**
   * The server whose devnet this one reads over HTTP, as it would a real network (see openMarketOver): tests fund,
   * mine and roll back there. Undefined when the market runs its own devnet.
   */
  readonly upstream?: MarketUnderTest;
  call(path: string, body: unknown, token?: string): ReturnType<typeof postJson>;
  /** A real access token of a new session for `address` (and `userId`, made if new), as a sign-in would issue. */
  tokenFor(address: string, userId?: string): Promise<string>;
  close(): Promise<void>;
}

export async function openMarket(
  testDatabase: TestDatabase,
  clock?: () => Date,
  environment: Record<string, string> = {},
): Promise<MarketUnderTest> {
  const database: DatabaseHandle = await testDatabase.open();
  const server = await startTestServer(
    database,
    { RATE_LIMIT_PER_MINUTE: '100000', ADDRESS_RATE_LIMIT_PER_MINUTE: '100000', ...environment },
    { clock },
  );
  return {
    server,
    db: database.db,
    call: (path, body, token) =>
      postJson(server.url, path, body, token === undefined ? {} : { authorization: `Bearer ${token}` }),
    tokenFor: (address, userId = '00000000-0000-4000-8000-000000000001') =>
      sessionTokenFor(server.services, { userId, address }),
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

/**
 * A server in real-network mode over a fresh database: it reads `upstream`'s devnet through its Esplora routes,
 * with a configured service wallet key and fee address, as it would read mainnet, indexing from genesis.
 * `environment` adds settings.
 */
export async function openMarketOver(
  upstream: MarketUnderTest,
  testDatabase: TestDatabase,
  environment: Record<string, string> = {},
): Promise<MarketUnderTest> {
  const market = await openMarket(testDatabase, undefined, {
    ESPLORA_URLS: `${upstream.server.url}/mempool/api`,
    SERVICE_WALLET_XPRV: testServiceWalletKey(`service wallet over ${upstream.server.url}`),
    SERVICE_FEE_ADDRESS: testSeller(250).address,
    // From genesis unless a test starts part-way up (with ord and a BRC-20 source).
    INDEX_START_HEIGHT: '0',
    ...environment,
  });
  return { ...market, upstream };
}

/** A devnet service wallet key (an xprv) of its own for each `label`, as an operator would configure one. */
export function testServiceWalletKey(label: string): string {
  const seed = createHash('sha256').update(label).digest();
  return bip32.fromSeed(seed, networkParams('devnet')).toBase58();
}

/** A devnet key and its native segwit address, able to sign a listing. */
export function testSeller(seed: number) {
  const privateKey = Uint8Array.from(
    createHash('sha256')
      .update(Uint8Array.of(seed, 0x11, 0x57))
      .digest(),
  );
  const publicKey = serverCurve.pointFromScalar(privateKey, true);
  if (!publicKey) throw new Error('bad test key');
  const payment = bitcoin.payments.p2wpkh({ pubkey: publicKey, network: networkParams('devnet') });
  if (!payment.address || !payment.output) throw new Error('no p2wpkh address');
  const signer: bitcoin.Signer = { publicKey, sign: (hash) => serverCurve.sign(hash, privateKey) };
  return { address: payment.address, script: payment.output, publicKey, signer };
}

export const txidOf = (n: number) => n.toString(16).padStart(64, '0');
export const inscriptionIdOf = (n: number) => `${txidOf(n)}i0`;

export async function seedCollection(db: Database, id: string, values: Partial<typeof collections.$inferInsert> = {}) {
  await db.insert(collections).values({ id, name: id, supply: 100, ...values });
}

export interface SeededInscription {
  n: number;
  collectionId?: string | null;
  owner: string;
  traits?: Record<string, string>;
  value?: bigint;
  height?: number;
}

/** Inscription `n` lives alone in output `txidOf(n):0`. */
export async function seedInscription(db: Database, seed: SeededInscription): Promise<string> {
  const inscriptionId = inscriptionIdOf(seed.n);
  await db.insert(inscriptions).values({
    inscriptionId,
    number: seed.n,
    collectionId: seed.collectionId ?? null,
    name: `#${seed.n}`,
    contentType: 'image/png',
    contentLength: 100,
    ownerAddress: seed.owner,
    txid: txidOf(seed.n),
    vout: 0,
    offset: 0n,
    value: seed.value ?? 10_000n,
    genesisHeight: seed.height ?? seed.n,
    genesisTime: new Date(1_700_000_000_000 + seed.n * 1000),
  });
  const traits = Object.entries(seed.traits ?? {});
  if (traits.length > 0) {
    await db.insert(inscriptionAttributes).values(
      traits.map(([traitType, value]) => ({
        inscriptionId,
        collectionId: seed.collectionId ?? null,
        traitType,
        value,
      })),
    );
  }
  return inscriptionId;
}

export async function seedListing(
  db: Database,
  values: {
    n: number;
    collectionId?: string | null;
    seller: string;
    price: bigint;
    status?: 'on_list' | 'selling' | 'sold' | 'cancelled';
    buyer?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(listings)
    .values({
      inscriptionId: inscriptionIdOf(values.n),
      collectionId: values.collectionId ?? null,
      sellerAddress: values.seller,
      sellerPaymentAddress: values.seller,
      priceSats: values.price,
      sellerPsbt: `seeded-${values.n}-${values.price}`,
      txid: txidOf(values.n),
      vout: 0,
      status: values.status ?? 'on_list',
      buyerAddress: values.buyer ?? null,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('no listing');
  return row.id;
}
