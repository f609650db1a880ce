import { Select } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiPath } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { Stack } from '../../../common/layout';
import { allKinds, wholeMarket, type KindChoice } from './activityFilter';
import type { ActivityEvent, ActivityMarket } from './ActivityMarket';
import { KindChips } from './KindChips';
import { MarketActivityTable } from './MarketActivityTable';

export interface MarketActivityProps<Event extends ActivityEvent, FeedPath extends ApiPath, ScopePath extends ApiPath> {
  readonly market: ActivityMarket<Event, FeedPath, ScopePath>;
}

/** A market's Activity tab: what happened to every collection or token (or the one picked), newest first. */
export function MarketActivity<Event extends ActivityEvent, FeedPath extends ApiPath, ScopePath extends ApiPath>({
  market,
}: MarketActivityProps<Event, FeedPath, ScopePath>) {
  const { t } = useTranslation('trade');
  const { scopesRead } = market;
  const scopes = useApi(scopesRead.path, scopesRead.body, { emptyDefault: scopesRead.emptyDefault });
  const [picked, setPicked] = useState(wholeMarket);
  const [kind, setKind] = useState<KindChoice<Event['kind']>>(allKinds);
  const options = market.scopeOptions(scopes.data);
  const labels = market.scopeLabels(t);
  // A pick the list no longer holds still narrows the feed, so the table keeps its name.
  const pickedName =
    picked === wholeMarket ? undefined : (options.find((option) => option.id === picked)?.label ?? picked);
  return (
    <Stack>
      <Select
        label={labels.picker}
        options={[{ id: wholeMarket, label: labels.wholeMarket }, ...options]}
        value={picked}
        onChange={setPicked}
      />
      <KindChips kinds={market.kinds} chosen={kind} onChoose={setKind} />
      <MarketActivityTable
        // A new filter starts again from its first page.
        key={`${picked}:${kind}`}
        feed={market}
        choice={{ kind, scope: picked }}
        label={market.tableLabel(t, pickedName)}
      />
    </Stack>
  );
}
