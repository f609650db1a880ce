import { mediaUp, vars } from '@ordmarket/tokens';
import { Container, EmptyState, formatInscriptionNumber, Skeleton, SkeletonGroup, textStyle } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { walletStore } from '../../stores';
import { useAssetTrading } from './actions/useAssetTrading';
import { useContentUrl } from '../../content/contentUrl';
import { assetListing, ownsAsset } from './assetListing';
import { AssetDetails } from './AssetDetails';
import { AssetHistory } from './AssetHistory';
import { AssetPreview } from './AssetPreview';
import { AssetTradePanel } from './AssetTradePanel';
import { useAsset, type Brc20Transfer, type Inscription } from './useAsset';

export interface AssetScreenProps {
  /** The inscription id, `<txid>i<index>`. */
  readonly inscriptionId: string;
}

/** One inscription: its content, its details, its listing and the trades the viewer can make, and its history. */
export function AssetScreen({ inscriptionId }: AssetScreenProps) {
  const contentUrl = useContentUrl();
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const asset = useAsset(inscriptionId, contentUrl);
  if (asset.isLoading) return <AssetLoading />;
  if (asset.inscription === null) {
    return (
      <Page>
        <EmptyState
          headingLevel={2}
          title={t('asset.notFound.title')}
          description={t('asset.notFound.description', { id: inscriptionId })}
          action={{ label: t('asset.notFound.action'), onPress: () => void navigate('/marketplace/nft') }}
        />
      </Page>
    );
  }
  return (
    <KnownAsset
      inscription={asset.inscription}
      transfer={asset.transfer}
      src={contentUrl(inscriptionId)}
      refresh={asset.refresh}
    />
  );
}

interface KnownAssetProps {
  readonly inscription: Inscription;
  readonly transfer: Brc20Transfer | null;
  readonly src: string;
  readonly refresh: () => Promise<void>;
}

function KnownAsset({ inscription, transfer, src, refresh }: KnownAssetProps) {
  const { t } = useTranslation('trade');
  const { address } = useSnapshot(walletStore.state);
  const listing = assetListing(inscription, transfer);
  const isOwner = ownsAsset(inscription.owner_address, transfer?.is_owner ?? inscription.is_owner, address);
  const trading = useAssetTrading(inscription, listing, refresh);
  const number = formatInscriptionNumber(inscription.inscription_number);
  const name =
    transfer !== null
      ? t('asset.transferName', { amount: transfer.amount, tick: transfer.tick })
      : inscription.name === ''
        ? t('asset.unnamed', { number })
        : inscription.name;
  return (
    <Page>
      <Layout>
        <AssetPreview contentType={inscription.content_type} src={src} label={t('asset.contentOf', { name })} />
        <Side>
          <div>
            <Title>{name}</Title>
            {inscription.name !== '' && <Subtitle>{number}</Subtitle>}
          </div>
          <AssetTradePanel
            inscriptionId={inscription.inscription_id}
            name={name}
            listing={listing}
            isOwner={isOwner}
            trading={trading}
          />
          <AssetDetails inscription={inscription} transfer={transfer} />
        </Side>
      </Layout>
      <AssetHistory inscriptionId={inscription.inscription_id} market={listing.market} />
    </Page>
  );
}

function AssetLoading() {
  const { t } = useTranslation('trade');
  return (
    <Page>
      <SkeletonGroup label={t('asset.loading')}>
        <Layout>
          <Skeleton shape="rect" aspectRatio="1 / 1" />
          <Side>
            <Skeleton width="60%" height={36} />
            <Skeleton shape="rect" height={160} />
            <Skeleton lines={6} />
          </Side>
        </Layout>
      </SkeletonGroup>
    </Page>
  );
}

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding-block: ${vars.space[6]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const Title = styled.h1`
  ${textStyle('h3')};
  margin: 0;
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  ${textStyle('subtitle1')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;
