// What the blind-box screens show, in display terms: amounts are whole satoshis (BRC-20: decimal strings of whole
// tokens), times are Date objects, and every figure arrives computed (the kit draws, it never decides odds, balances
// or fairness).

/**
 * An amount of one BRC-20 token: its tick as deployed (case kept) and whole tokens as an exact decimal string
 * ('1000', '0.5'), never a float.
 */
export interface Brc20Amount {
  readonly tick: string;
  readonly amount: string;
}

/** One prize of a house's pool: an inscription, an amount of BTC, or an amount of a BRC-20 token. */
export type BoxPrize =
  | {
      readonly kind: 'inscription';
      readonly inscriptionId: string;
      /** The inscription's name, or its number written out ('#1234'). */
      readonly name: string;
      /** An image the card can show (content or a preview), when there is one. */
      readonly imageUrl?: string;
    }
  | { readonly kind: 'btc'; readonly sats: number }
  | ({ readonly kind: 'brc20' } & Brc20Amount);

/** awaiting_deposit: the maker's inscriptions are not confirmed yet; open: boxes can be opened; empty: all won. */
export type HouseStatus = 'awaiting_deposit' | 'open' | 'empty';

export interface HouseSummary {
  readonly houseId: string;
  readonly name: string;
  readonly makerAddress: string;
  readonly status: HouseStatus;
  /** Price of one open, in sats. */
  readonly priceSats: number;
  /** Prizes still in the pool. */
  readonly remaining: number;
  readonly opens: number;
  /** A prize's image to stand for the house, when one has an image. */
  readonly coverUrl?: string;
}

/** The chance of one kind of prize on the next open, as the pool stands. */
export interface HouseOdds {
  /** 'Inscriptions', '10,000 sats'... already worded by the app. */
  readonly label: string;
  readonly count: number;
  /** 0 to 1. */
  readonly probability: number;
}

export interface HouseWinner {
  readonly drawId: string;
  readonly address: string;
  readonly prize: BoxPrize;
  readonly at: Date;
}

/** The fairness commitment: the hash of the server seed the next draws use, published before any of them. */
export interface FairnessCommitment {
  readonly serverSeedHash: string;
  /** The nonce the next open gets. */
  readonly nextNonce: number;
}

/** A server seed that has been retired and shown, so every draw made with it can be checked. */
export interface RevealedSeed {
  readonly serverSeedHash: string;
  readonly serverSeed: string;
  readonly draws: number;
  readonly revealedAt: Date;
}

export interface HouseDetails extends HouseSummary {
  readonly custodyAddress: string;
  readonly pool: readonly BoxPrize[];
  readonly odds: readonly HouseOdds[];
  readonly recentWinners: readonly HouseWinner[];
  readonly commitment: FairnessCommitment;
  /** Revealed seeds, newest first: the newest few, or more once the reader pages back. */
  readonly revealedSeeds: readonly RevealedSeed[];
  /** How many seeds the house has revealed in all. */
  readonly revealedSeedCount: number;
  /** The share of every open's price that goes to the pool's providers (0 to 1), the platform fee aside. */
  readonly providerShare: number;
}

/** One draw as the verify screen checks it. */
export interface DrawFacts {
  readonly drawId: string;
  readonly houseName: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly serverSeedHash: string;
  /** Absent until the seed is rotated and revealed. */
  readonly serverSeed?: string;
  /** Prizes in the pool when the draw was made, in pool order. */
  readonly poolSize: number;
  /** Where in the pool the draw landed, as recorded. */
  readonly index: number;
  readonly prize: BoxPrize;
  readonly at: Date;
}

/** The browser's own re-computation of a draw from its revealed seed (done by the app, shown by the kit). */
export interface DrawCheck {
  /** sha256(server seed) equals the hash published before the draw. */
  readonly seedMatchesHash: boolean;
  /** The HMAC-SHA256 of `clientSeed:nonce` under the server seed, hex. */
  readonly hmac: string;
  /** The index the formula gives for the pool size. */
  readonly index: number;
  /** The formula's index is the recorded one. */
  readonly indexMatches: boolean;
}

/** The box balance (spec's fields), in sats where it is BTC. */
export interface BoxBalance {
  /** Confirmed BTC to open boxes with or withdraw. */
  readonly blindBoxTotal: number;
  /** Deposits seen on chain but not confirmed enough yet. */
  readonly unconfirmedBlindBoxTotal: number;
  /** Inscriptions held in the box. */
  readonly nftTotal: number;
  /** BTC held in the box (the same sats as blindBoxTotal: recharges and BTC prizes share one balance). */
  readonly btcTotal: number;
  /** How many ticks the box holds. */
  readonly brc20Total: number;
  /** The BRC-20 held, one amount per tick. */
  readonly tokens: readonly Brc20Amount[];
}

export type BoxDepositStatus = 'unconfirmed' | 'credited';

export interface BoxDeposit {
  readonly txid: string;
  readonly vout: number;
  readonly sats: number;
  /** What arrived when it is an inscription rather than BTC. */
  readonly inscriptionName?: string;
  /** What it credited when the inscription is a BRC-20 transfer. */
  readonly token?: Brc20Amount;
  readonly confirmations: number;
  readonly confirmationsNeeded: number;
  readonly status: BoxDepositStatus;
  readonly at: Date;
}

export type WithdrawalStatus = 'pending' | 'confirmed' | 'failed';

export interface BoxWithdrawal {
  readonly withdrawalId: string;
  readonly prize: BoxPrize;
  readonly address: string;
  readonly networkFeeSats: number;
  readonly txid: string;
  readonly status: WithdrawalStatus;
  readonly reason?: string;
  readonly at: Date;
}

/** A valid BRC-20 transfer inscription in the user's wallet: sent whole to the box, it credits its amount. */
export interface Brc20Transfer extends Brc20Amount {
  readonly inscriptionId: string;
}

/** A held inscription the user can withdraw or put into a house. */
export interface HeldInscription {
  readonly inscriptionId: string;
  readonly name: string;
  readonly imageUrl?: string;
}

export type BoxMovementKind =
  | 'recharge'
  | 'open'
  | 'prize'
  | 'provider_share'
  | 'platform_fee'
  | 'add_liquidity'
  | 'remove_liquidity'
  | 'house_deposit'
  | 'make_house'
  | 'withdrawal'
  | 'withdrawal_refund';

/** One line of the ledger as its owner sees it: what changed, for which asset, signed. */
export interface BoxMovementLine {
  /** 'BTC', the inscription's name, or the tick. */
  readonly asset: string;
  readonly kind: 'btc' | 'inscription' | 'brc20';
  /** A signed decimal string: sats for BTC, '1'/'-1' for an inscription, whole tokens for BRC-20 ('-100.5'). */
  readonly amount: string;
}

export interface BoxMovement {
  readonly movementId: string;
  readonly kind: BoxMovementKind;
  readonly houseName?: string;
  readonly txid?: string;
  readonly lines: readonly BoxMovementLine[];
  readonly at: Date;
}

/** A house seen by one of its providers: what they put in that is still in the pool, and what it earned. */
export interface ProviderPosition {
  readonly house: HouseSummary;
  /** This provider's prizes still in the pool. */
  readonly prizes: readonly BoxPrize[];
  /** Share of the pool's prizes, 0 to 1: the share of each open's provider part they get. */
  readonly share: number;
  readonly earnedSats: number;
  readonly isMaker: boolean;
}
