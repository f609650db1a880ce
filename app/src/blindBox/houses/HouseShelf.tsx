import { Grid, HouseCard } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePreviewUrl } from '../../content/previewUrl';
import { HomeSection } from '../../common/HomeSection';
import { useAppServices } from '../../services/AppServicesContext';
import { toHouseSummary } from './houseAnswers';
import { houseShelfRead } from './houseShelfRead';
import { showHouse } from './houseNavigation';

/**
 * The home page's blind boxes: houses with boxes to open, each showing its detail when pressed. The shelf is an
 * extra on the home page, so it shows only once houses are there: nothing while loading, nothing when there are
 * none, and nothing when the read fails (houseShelfRead).
 */
export function HouseShelf() {
  const { t } = useTranslation('home');
  const { api } = useAppServices();
  const previewUrl = usePreviewUrl();
  const read = houseShelfRead(api);
  const { data } = useSWR(read.key, read.fetch);
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
