import type { ApiData } from '../api/apiCalls';

/** A purchase of the signed-in buyer that the chain has and no block holds yet, as the market answers it. */
export type WaitingPurchase = ApiData<'/btc/ordinals/get_my_waiting_purchases'>['items'][number];
