import { Grid, HouseCard } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { stableJson } from '../../api/stableJson';
import { usePreviewUrl } from '../../content/previewUrl';
import { HomeSection } from '../../common/HomeSection';
import { useAppServices } from '../../services/AppServicesContext';
import { toHouseSummary } from './houseAnswers';
import { showHouse } from './houseNavigation';

/** One row at the widest grid, like the collection shelves. */
const openHouses = { page: 1, limit: 8, status: 'open' } as const;
const path = '/btc/blind_box/get_houses';

/**
 * The home page's blind boxes: houses with boxes to open, each showing its detail when pressed. The shelf is an
 * extra on the home page, so it shows only once houses are there: nothing while loading, nothing when there are
 * none, and, read quietly, nothing rather than an error toast greeting every visitor when the read fails.
 */
export function HouseShelf() {
  const { t } = useTranslation('home');
  const { api } = useAppServices();
  const previewUrl = usePreviewUrl();
  // Keyed as useApi keys its reads, so the cache entry is the same one.
  const { data } = useSWR([path, stableJson(openHouses)] as const, () => api.post(path, openHouses, { quiet: true }));
  const houses = data?.items ?? [];
  if (houses.length === 0) return null;
  return (
    <HomeSection title={t('sections.houses')}>
      <Grid>
        {houses.map((house) => (
          <HouseCard key={house.house_id} house={toHouseSummary(house, previewUrl)} onOpen={showHouse} />
        ))}
      </Grid>
    </HomeSection>
  );
}
