import { vars } from '@ordmarket/tokens';
import { Amount, groupDigits, Image, noValue, type TableColumn } from '@ordmarket/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { collectionHref, type MarketCollection } from '../../api/marketCollection';

const count = (value: number) => groupDigits(BigInt(value));

/**
 * The collections table: the collection (a link to it), floor with its dollar value, 24h and all-time volume,
 * owners and listed over supply. `usdPerBtc` is undefined until the rate is known; `coverImage` makes a cover an
 * image source (an HTML or text inscription's cover through its preview).
 */
export function collectionColumns(
  t: TFunction<'home'>,
  usdPerBtc: number | undefined,
  coverImage: (cover: string) => string,
): Array<TableColumn<MarketCollection>> {
  return [
    {
      key: 'collection',
      header: t('collections.column.collection'),
      isRowHeader: true,
      size: 'large',
      title: (collection) => collection.name,
      cell: (collection) => (
        <Name to={collectionHref(collection.collection_id)}>
          <Cover>
            <Image src={coverImage(collection.cover)} alt="" />
          </Cover>
          <span>{collection.name}</span>
        </Name>
      ),
    },
    {
      key: 'floor',
      header: t('collections.column.floor'),
      align: 'end',
      cell: (collection) =>
        collection.floor_price === null ? (
          noValue
        ) : (
          <Amount sats={collection.floor_price} usdPerBtc={usdPerBtc} size="small" />
        ),
    },
    {
      key: 'volume',
      header: t('collections.column.volume'),
      align: 'end',
      cell: (collection) => <Amount sats={collection.volume} size="small" />,
    },
    {
      key: 'totalVolume',
      header: t('collections.column.totalVolume'),
      align: 'end',
      hideBelow: 'md',
      cell: (collection) => <Amount sats={collection.total_volume} size="small" />,
    },
    {
      key: 'owners',
      header: t('collections.column.owners'),
      align: 'end',
      hideBelow: 'md',
      cell: (collection) => count(collection.owner_count),
    },
    {
      key: 'listed',
      header: t('collections.column.listed'),
      align: 'end',
      hideBelow: 'sm',
      cell: (collection) =>
        t('collections.listedOf', { listed: count(collection.listed_count), supply: count(collection.supply) }),
    },
  ];
}

const Name = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  max-width: 100%;
  color: inherit;
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &:hover > span {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

const Cover = styled.span`
  flex-shrink: 0;
  width: 40px;
`;
