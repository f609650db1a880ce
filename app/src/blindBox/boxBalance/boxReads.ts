import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiData } from '../../api/apiCalls';
import { stableJson } from '../../api/stableJson';
import { useApi, type ApiRead } from '../../api/useApi';
import { useAppServices } from '../../services/AppServicesContext';

/** What the box drawers follow while they are open: deposits and withdrawals move on without the user. */
export const boxFollowMs = 3_000;

export const emptyBalance: ApiData<'/btc/blind_box/get_box_balance'> = {
  blind_box_total: 0,
  unconfirmed_blind_box_total: 0,
  nft_total: 0,
  btc_total: 0,
  brc_20_total: 0,
  tokens: [],
  inscriptions: [],
  client_seed: null,
};

const noPositions: ApiData<'/btc/blind_box/get_my_houses'> = { items: [] };

/** The signed-in user's box balance; `follow` reads it again every few seconds (a recharge confirming). */
export function useBoxBalance(follow = false): ApiRead<'/btc/blind_box/get_box_balance'> {
  return useApi(
    '/btc/blind_box/get_box_balance',
    {},
    {
      emptyDefault: emptyBalance,
      ...(follow ? { refreshInterval: boxFollowMs } : {}),
    },
  );
}

/** The houses the user made or provides prizes to. */
export function useMyPositions(): ApiRead<'/btc/blind_box/get_my_houses'> {
  return useApi('/btc/blind_box/get_my_houses', {}, { emptyDefault: noPositions });
}

type HouseDetailAnswer = ApiData<'/btc/blind_box/get_house_detail'>;
const detailPath = '/btc/blind_box/get_house_detail';

/**
 * A house's detail, undefined until it answers (a house has no sensible empty default). Keyed as useApi keys it,
 * so the house detail drawer and these drawers share one answer.
 */
export function useHouseDetailAnswer(
  houseId: string | null,
  config: SWRConfiguration<HouseDetailAnswer> = {},
): HouseDetailAnswer | undefined {
  const { api } = useAppServices();
  const body = houseId === null ? null : { house_id: houseId };
  const { data } = useSWR(
    body === null ? null : ([detailPath, stableJson(body)] as const),
    ([, asked]) => api.post(detailPath, JSON.parse(asked) as { house_id: string }, { quiet: true }),
    config,
  );
  return data;
}

/**
 * Reads every box answer again: a write (an open, a withdrawal, a house made) moves the balance, the history and
 * the houses at once, and the drawer that wrote does not know which others are showing.
 */
export function useRefreshBoxReads(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    // The matcher alone revalidates, keeping what shows until the new answers arrive. Only the reads: a withdrawal
    // quote prices one request, and asking it again after that withdrawal went out would price a spent coin.
    await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/btc/blind_box/get_'));
  }, [mutate]);
}
