import { vars } from '@ordmarket/tokens';
import { Amount, Image, noValue, textStyle } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCoverImage } from '../../content/previewUrl';
import type { MarketCollection } from '../../api/marketCollection';

/** One matching collection in the search popover: cover, name and floor. */
export function SearchResult({ collection }: { readonly collection: MarketCollection }) {
  const { t } = useTranslation('app');
  const coverImage = useCoverImage();
  return (
    <>
      <Cover>
        <Image src={coverImage(collection.cover)} alt="" />
      </Cover>
      <Name>{collection.name}</Name>
      <Floor>
        <FloorLabel>{t('search.floor')}</FloorLabel>
        {collection.floor_price === null ? noValue : <Amount sats={collection.floor_price} size="small" />}
      </Floor>
    </>
  );
}

const Cover = styled.span`
  flex-shrink: 0;
  width: 36px;
`;

const Name = styled.span`
  ${textStyle('subtitle2')};
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Floor = styled.span`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  align-items: flex-end;
`;

const FloorLabel = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;
