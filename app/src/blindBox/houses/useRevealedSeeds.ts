import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiData } from '../../api/apiCalls';
import { stableJson } from '../../api/stableJson';
import { useAppServices } from '../../services/AppServicesContext';
import type { HouseDetailAnswer, RevealedSeedAnswer } from './houseAnswers';

const path = '/btc/blind_box/get_house_seeds';
type SeedPage = ApiData<typeof path>;
const seedsPerPage = 20;
const emptyPage: SeedPage = { items: [], total: 0, has_next: false };

export interface RevealedSeedList {
  /** Newest first, each once. */
  readonly seeds: readonly RevealedSeedAnswer[];
  /** How many the house has revealed in all. */
  readonly total: number;
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  readonly showMore: () => void;
}

/**
 * A house's revealed seeds as its detail lists them: the newest few the detail carries, then, each time the reader
 * asks, the next page of all of them. The detail is read again while it is open, so a seed revealed since may show in
 * both; each is listed once, by its hash.
 */
export function useRevealedSeeds(detail: HouseDetailAnswer): RevealedSeedList {
  const { api } = useAppServices();
  const answer = useSWRInfinite(
    (index: number, previous: SeedPage | null) => {
      if (previous !== null && !previous.has_next) return null;
      const body = { house_id: detail.house_id, page: index + 1, limit: seedsPerPage };
      return [path, stableJson(body), body] as const;
    },
    ([, , body]) => api.read(path, body, emptyPage),
    // Nothing is fetched until the reader asks: the detail already carries the newest seeds.
    { initialSize: 0, revalidateFirstPage: false },
  );
  const pages = answer.data;
  const seeds = useMemo(() => {
    const listed = new Set<string>();
    return [...detail.revealed_seeds, ...(pages ?? []).flatMap((page) => page.items)].filter((seed) => {
      if (listed.has(seed.server_seed_hash)) return false;
      listed.add(seed.server_seed_hash);
      return true;
    });
  }, [detail.revealed_seeds, pages]);
  const lastPage = pages?.at(-1);
  return {
    seeds,
    total: Math.max(detail.revealed_seed_count, seeds.length),
    hasMore: lastPage === undefined ? detail.revealed_seed_count > seeds.length : lastPage.has_next,
    isLoadingMore: answer.size > (pages?.length ?? 0),
    showMore: () => void answer.setSize((size) => size + 1),
  };
}
