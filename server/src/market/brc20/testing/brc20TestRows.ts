import { BRC20_SCALE, bytesToHex, parseAddress } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { brc20Balances, brc20Orders, brc20Ticks, brc20TransferInscriptions, users } from '../../../db/schema';
import { unitPriceOf } from '../brc20Json';

/** Rows the indexer and the market will write, put straight into the tables so tests can read them back. */

export const whole = (tokens: bigint | number): bigint => BigInt(tokens) * BRC20_SCALE;

export async function insertTick(
  db: Database,
  tick: string,
  overrides: Partial<typeof brc20Ticks.$inferInsert> = {},
): Promise<void> {
  await db.insert(brc20Ticks).values({
    tick: tick.toLowerCase(),
    displayTick: tick,
    maxSupply: whole(21_000_000),
    limitPerMint: whole(1000),
    decimals: 18,
    deployInscriptionId: `${tick
      .toLowerCase()
      .padEnd(64, '0')
      .slice(0, 64)
      .replace(/[^0-9a-f]/g, 'a')}i0`,
    deployer: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    deployHeight: 100,
    deployedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
}

export async function insertBalance(
  db: Database,
  tick: string,
  address: string,
  available: bigint,
  transferable = 0n,
): Promise<void> {
  const pkscript = bytesToHex(parseAddress(address, 'devnet').outputScript);
  await db.insert(brc20Balances).values({ tick: tick.toLowerCase(), pkscript, address, available, transferable });
}

export const inscriptionIdOf = (n: number): string => `${n.toString(16).padStart(64, '0')}i0`;

export async function insertTransferInscription(
  db: Database,
  values: Partial<typeof brc20TransferInscriptions.$inferInsert> & { tick: string; ownerAddress: string; n: number },
): Promise<string> {
  const { n, ...rest } = values;
  const inscriptionId = inscriptionIdOf(n);
  await db.insert(brc20TransferInscriptions).values({
    inscriptionId,
    amount: whole(100),
    output: `${n.toString(16).padStart(64, '0')}:0`,
    outputValue: 546n,
    valid: true,
    inscribedAt: new Date('2026-02-01T00:00:00Z'),
    ...rest,
    tick: rest.tick.toLowerCase(),
  });
  return inscriptionId;
}

export async function insertOrder(
  db: Database,
  values: {
    tick: string;
    n: number;
    amount: bigint;
    priceSats: bigint;
    seller: string;
    status?: (typeof brc20Orders.$inferInsert)['status'];
    createdAt?: Date;
    soldAt?: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(brc20Orders)
    .values({
      inscriptionId: inscriptionIdOf(values.n),
      tick: values.tick.toLowerCase(),
      amount: values.amount,
      priceSats: values.priceSats,
      unitPrice: unitPriceOf(values.priceSats, values.amount),
      sellerAddress: values.seller,
      sellerPsbt: 'cHNidP8=',
      status: values.status ?? 'on_list',
      createdAt: values.createdAt ?? new Date(),
      soldAt: values.soldAt ?? null,
      buyerAddress: values.status === 'sold' ? 'tb1qbuyer' : null,
    })
    .returning({ id: brc20Orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

export async function insertUser(db: Database): Promise<string> {
  const [user] = await db.insert(users).values({}).returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  return user.id;
}
