import {
  type BoxBalance,
  type BoxDeposit,
  type BoxMovement,
  type BoxWithdrawal,
  type Brc20Transfer,
  type HeldInscription,
  type ProviderPosition,
} from '@ordmarket/ui';
import type { ApiData } from '../../api/apiCalls';
import type { PreviewUrl } from '../../content/previewUrl';
import { fromUnixSeconds, toBoxPrize, toHouseSummary } from '../houses/houseAnswers';

// The box API's answers in the kit's display terms: camelCase, Dates for times, and pictures only where the kit
// would show the content as an image (HTML and SVG may carry script and are never put in an <img>). Prizes and
// houses are worded as the house screens word them.

export type BalanceAnswer = ApiData<'/btc/blind_box/get_box_balance'>;
export type RechargeAnswer = ApiData<'/btc/blind_box/get_recharge_address'>;
export type WithdrawalAnswer = ApiData<'/btc/blind_box/get_withdrawals'>['items'][number];
export type MovementAnswer = ApiData<'/btc/blind_box/get_box_history'>['items'][number];
export type PositionAnswer = ApiData<'/btc/blind_box/get_my_houses'>['items'][number];
export type TransferAnswer = ApiData<'/btc/brc_20/get_my_inscription_to_on_list'>['items'][number];
type NamedInscription = BalanceAnswer['inscriptions'][number];

/**
 * An inscription's picture for the kit's tiles: the preview route, which answers an image for any content (HTML and
 * text as a drawn card), so a tile never loads content an <img> cannot show.
 */
export function pictureOf(inscriptionId: string, previewUrl: PreviewUrl): { imageUrl: string } {
  return { imageUrl: previewUrl(inscriptionId) };
}

export function boxBalanceOf(answer: BalanceAnswer): BoxBalance {
  return {
    blindBoxTotal: answer.blind_box_total,
    unconfirmedBlindBoxTotal: answer.unconfirmed_blind_box_total,
    nftTotal: answer.nft_total,
    btcTotal: answer.btc_total,
    brc20Total: answer.brc_20_total,
    tokens: answer.tokens,
  };
}

export function heldInscriptionOf(inscription: NamedInscription, previewUrl: PreviewUrl): HeldInscription {
  return {
    inscriptionId: inscription.inscription_id,
    name: inscription.name,
    ...pictureOf(inscription.inscription_id, previewUrl),
  };
}

export function boxDepositsOf(answer: RechargeAnswer): BoxDeposit[] {
  return answer.deposits.map((deposit) => ({
    txid: deposit.txid,
    vout: deposit.vout,
    sats: deposit.value,
    ...(deposit.name === null ? {} : { inscriptionName: deposit.name }),
    ...(deposit.token === null ? {} : { token: { tick: deposit.token.tick, amount: deposit.token.amount } }),
    confirmations: deposit.confirmations,
    confirmationsNeeded: answer.confirmations_needed,
    status: deposit.status,
    at: fromUnixSeconds(deposit.seen_at),
  }));
}

/**
 * The deposits credited so far, as one text that changes exactly when another is credited: the drawer reads the
 * balance again then, since its own next read could come after the drawer is closed.
 */
export function creditedDepositsOf(answer: RechargeAnswer): string {
  return answer.deposits
    .filter((deposit) => deposit.status === 'credited')
    .map((deposit) => `${deposit.txid}:${deposit.vout}`)
    .sort()
    .join(' ');
}

export function boxWithdrawalOf(answer: WithdrawalAnswer, previewUrl: PreviewUrl): BoxWithdrawal {
  return {
    withdrawalId: answer.withdrawal_id,
    prize: toBoxPrize(answer.prize, previewUrl),
    address: answer.address,
    networkFeeSats: answer.network_fee,
    txid: answer.txid,
    status: answer.status,
    ...(answer.reason === null ? {} : { reason: answer.reason }),
    at: fromUnixSeconds(answer.created_at),
  };
}

export function boxMovementOf(answer: MovementAnswer): BoxMovement {
  return {
    movementId: answer.movement_id,
    kind: answer.kind,
    ...(answer.house_name === null ? {} : { houseName: answer.house_name }),
    ...(answer.txid === null ? {} : { txid: answer.txid }),
    lines: answer.lines.map((line) => ({ asset: line.name, kind: line.kind, amount: line.amount })),
    at: fromUnixSeconds(answer.created_at),
  };
}

export function providerPositionOf(answer: PositionAnswer, previewUrl: PreviewUrl): ProviderPosition {
  return {
    house: toHouseSummary(answer.house, previewUrl),
    prizes: answer.prizes.map((prize) => toBoxPrize(prize, previewUrl)),
    share: answer.share,
    earnedSats: answer.earned_sats,
    isMaker: answer.is_maker,
  };
}

/**
 * The wallet's BRC-20 transfer inscriptions that can go into the box: valid and not spent, and not already sent from
 * here (the list shows a sent one until the chain has it).
 */
export function depositableTransfers(items: readonly TransferAnswer[], sent: readonly string[]): Brc20Transfer[] {
  return items
    .filter((item) => item.valid && !item.used && !sent.includes(item.inscription_id))
    .map((item) => ({ inscriptionId: item.inscription_id, tick: item.tick, amount: item.amount }));
}
