import { basisPointsOf } from '@ordmarket/protocol';
import { btcAsset, platform, transfer, userOwner, type LedgerLine } from './ledger';
import { scopedKey, type MovementRequest } from './movement';

/** A player's ask to open one box of a house. */
export interface OpenRequest {
  readonly userId: string;
  readonly address: string;
  readonly houseId: string;
  /** The seed the player names for this draw (kept for their next ones); else the one they last drew with. */
  readonly clientSeed?: string;
  readonly idempotencyKey: string;
}

export interface OpenedBox extends Record<string, unknown> {
  readonly draw_id: string;
  readonly house_id: string;
  readonly nonce: number;
  readonly client_seed: string;
  readonly server_seed_hash: string;
  readonly pool_size: number;
  readonly index: number;
  /** What was won, as the ledger moved it (an amount as a decimal string: BRC-20 amounts outgrow JSON numbers). */
  readonly won: { readonly asset: string; readonly amount: string };
}

export const notEnoughToOpen = 'Not enough BTC in your box balance to open this box. Recharge first.';
export const houseAwaitingDeposit = 'This house opens once its deposits confirm.';
export const houseEmptied = 'Every prize of this house has been won.';

/** The ledger movement an open makes: its key (scoped to the player) and what was asked, kept to answer a retry. */
export const openMovement = (request: OpenRequest): MovementRequest => ({
  key: scopedKey(request.userId, request.idempotencyKey),
  kind: 'open',
  userId: request.userId,
  houseId: request.houseId,
  request: { house_id: request.houseId, client_seed: request.clientSeed ?? null },
});

/**
 * The open's price split: the platform's fee, then the rest to the pool's providers pro rata to the prizes each has
 * in the pool before the draw (what is left of the division goes to the maker).
 */
export function priceLines(
  buyer: string,
  price: bigint,
  feeBps: number,
  pool: ReadonlyArray<{ providerUserId: string }>,
  makerUserId: string,
): LedgerLine[] {
  const fee = basisPointsOf(price, feeBps);
  const lines: LedgerLine[] = [...transfer(userOwner(buyer), platform, btcAsset, fee)];
  const providersPart = price - fee;
  const prizesBy = new Map<string, bigint>();
  for (const prize of pool) prizesBy.set(prize.providerUserId, (prizesBy.get(prize.providerUserId) ?? 0n) + 1n);
  let paid = 0n;
  for (const [provider, count] of prizesBy) {
    const share = (providersPart * count) / BigInt(pool.length);
    paid += share;
    lines.push(...transfer(userOwner(buyer), userOwner(provider), btcAsset, share));
  }
  lines.push(...transfer(userOwner(buyer), userOwner(makerUserId), btcAsset, providersPart - paid));
  return lines;
}
