import { BoxHistory, Drawer } from '@ordmarket/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import useSWRInfinite from 'swr/infinite';
import type { ApiData } from '../../api/apiCalls';
import { stableJson } from '../../api/stableJson';
import { useAppServices } from '../../services/AppServicesContext';
import { blindBoxStore } from '../../stores';
import { boxMovementOf } from './boxAnswers';
import { useBoxDrawer } from './useBoxDrawer';

const path = '/btc/blind_box/get_box_history';
type HistoryPage = ApiData<typeof path>;
const movementsPerPage = 20;
const emptyPage: HistoryPage = { items: [], total: 0, has_next: false };

/** The box ledger: the user's own, or one house's pool when the blind-box store names that house. */
export function HistoryDrawer() {
  const { t } = useTranslation('boxScreens');
  const drawer = useBoxDrawer('history');
  const { historyHouseId } = useSnapshot(blindBoxStore);
  // Whoever opens it next names the house again (or not): closing it, however, forgets this one.
  useEffect(() => {
    if (!drawer.isOpen) blindBoxStore.historyHouseId = null;
  }, [drawer.isOpen]);
  return (
    <Drawer
      {...drawer}
      title={t(historyHouseId === null ? 'history.userTitle' : 'history.houseTitle')}
      view={historyHouseId === null ? 'user' : `house ${historyHouseId}`}
    >
      <History houseId={historyHouseId} />
    </Drawer>
  );
}

function History({ houseId }: { readonly houseId: string | null }) {
  const { api } = useAppServices();
  const answer = useSWRInfinite(
    (index: number, previous: HistoryPage | null) => {
      if (previous !== null && !previous.has_next) return null;
      const body = { page: index + 1, limit: movementsPerPage, ...(houseId === null ? {} : { house_id: houseId }) };
      return [path, stableJson(body), body] as const;
    },
    ([, , body]) => api.read(path, body, emptyPage),
    { revalidateFirstPage: false },
  );
  const pages = answer.data;
  const movements = useMemo(() => (pages ?? []).flatMap((page) => page.items.map(boxMovementOf)), [pages]);
  const isLoadingMore = !answer.isLoading && answer.size > (pages?.length ?? 0);
  return (
    <BoxHistory
      movements={movements}
      scope={houseId === null ? 'user' : 'house'}
      loading={answer.isLoading || isLoadingMore}
      hasMore={pages?.[pages.length - 1]?.has_next ?? false}
      onLoadMore={() => void answer.setSize((size) => size + 1)}
    />
  );
}
