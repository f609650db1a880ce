import { Button, Container, EmptyState, Grid, InscriptionCard, textStyle } from '@ordmarket/ui';
import { mediaUp, vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useApi } from '../../../api/useApi';
import { configStore } from '../../../stores/config/configStore';
import { CollectionHeader } from '../CollectionHeader';
import { useItemCard } from '../items/useItemCard';
import { WorkMintInfo } from './WorkMintInfo';
import { workPreviewSize, workReads } from './workReads';
import { CollectionNotFound, CollectionPage } from '../CollectionPage';

export interface WorkScreenProps {
  readonly collectionId: string;
}

/** /collections/info/:id: the work behind a collection — what it is, who made it, its mint, a look at its items. */
export function WorkScreen({ collectionId }: WorkScreenProps) {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const itemCard = useItemCard();
  const { usdRate } = useSnapshot(configStore.state);
  const [detailRead, mintsRead, previewRead] = workReads(collectionId);
  const detail = useApi(detailRead.path, detailRead.body, { emptyDefault: detailRead.emptyDefault });
  const mints = useApi(mintsRead.path, mintsRead.body, { emptyDefault: mintsRead.emptyDefault });
  const preview = useApi(previewRead.path, previewRead.body, { emptyDefault: previewRead.emptyDefault });
  const mint = mints.data.items.find((item) => item.collection_id === collectionId);
  const openCollection = () => void navigate(`/collections/${collectionId}`);

  if (!detail.isLoading && detail.data.collection_id === '') {
    return <CollectionNotFound />;
  }

  return (
    <Container>
      <CollectionPage>
        <CollectionHeader detail={detail.data} isLoading={detail.isLoading} />
        <Columns>
          <Items aria-labelledby="work-items">
            <ItemsHead>
              <Heading id="work-items">{t('work.items')}</Heading>
              <Button variant="outlined" size="small" onPress={openCollection}>
                {t('work.viewCollection')}
              </Button>
            </ItemsHead>
            {!preview.isLoading && preview.data.items.length === 0 ? (
              <EmptyState headingLevel={3} title={t('work.noItems')} />
            ) : (
              <Grid>
                {preview.isLoading
                  ? Array.from({ length: workPreviewSize }, (_, index) => (
                      <InscriptionCard
                        key={index}
                        isLoading
                        inscriptionId=""
                        inscriptionNumber={0}
                        content={{ type: '' }}
                        status="loading"
                      />
                    ))
                  : preview.data.items.map((item) => <InscriptionCard key={item.inscription_id} {...itemCard(item)} />)}
              </Grid>
            )}
          </Items>
          <Aside>
            {mint === undefined ? (
              mints.isLoading ? null : (
                <NoMint>{t('work.noMint')}</NoMint>
              )
            ) : (
              <WorkMintInfo mint={mint} usdPerBtc={usdRate} />
            )}
          </Aside>
        </Columns>
      </CollectionPage>
    </Container>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Items = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

const ItemsHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Heading = styled.h2`
  ${textStyle('h5')}
  margin: 0;
`;

const Aside = styled.div`
  min-inline-size: 0;
`;

const NoMint = styled.p`
  ${textStyle('body2')}
  margin: 0;
  color: ${vars.color.text.secondary};
`;
