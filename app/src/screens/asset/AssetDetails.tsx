import { vars } from '@ordmarket/tokens';
import { AddressText, Chip, formatMarketTime, groupDigits, textStyle } from '@ordmarket/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Brc20Transfer, Inscription } from './useAsset';
import { intlLocale } from '../../i18n/languageTags';

export interface AssetDetailsProps {
  readonly inscription: Inscription;
  readonly transfer: Brc20Transfer | null;
}

/** Where the inscription is and what it is: number, id, type, owner, output, satpoint, genesis, collection, traits. */
export function AssetDetails({ inscription, transfer }: AssetDetailsProps) {
  const { t, i18n } = useTranslation('trade');
  const facts: Array<[string, ReactNode]> = [
    [t('asset.details.number'), groupDigits(BigInt(inscription.inscription_number))],
    [t('asset.details.id'), <Code key="id">{inscription.inscription_id}</Code>],
    [t('asset.details.owner'), <AddressText key="owner" address={inscription.owner_address} isCopyable />],
    [t('asset.details.contentType'), inscription.content_type],
    [t('asset.details.output'), <Code key="output">{inscription.output}</Code>],
    [t('asset.details.satpoint'), <Code key="satpoint">{inscription.location}</Code>],
    [t('asset.details.postage'), t('asset.details.sats', { sats: groupDigits(BigInt(inscription.value)) })],
    [t('asset.details.genesisHeight'), groupDigits(BigInt(inscription.genesis_height))],
    [t('asset.details.genesisTime'), formatMarketTime(inscription.genesis_time, intlLocale(i18n.language))],
  ];
  if (inscription.collection_id !== null) {
    facts.push([
      t('asset.details.collection'),
      <Link key="collection" to={`/collections/${encodeURIComponent(inscription.collection_id)}`}>
        {inscription.collection_name ?? inscription.collection_id}
      </Link>,
    ]);
  }
  if (transfer !== null) {
    facts.push(
      [t('asset.details.brc20'), t('asset.details.transferOf', { amount: transfer.amount, tick: transfer.tick })],
      [
        t('asset.details.transferState'),
        t(transfer.used ? 'asset.details.used' : transfer.valid ? 'asset.details.valid' : 'asset.details.invalid'),
      ],
    );
  }
  return (
    <Section aria-labelledby="asset-details">
      <Heading id="asset-details">{t('asset.details.title')}</Heading>
      <Facts>
        {facts.map(([term, value]) => (
          <Fact key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fact>
        ))}
      </Facts>
      {inscription.attributes.length > 0 && (
        <>
          <Heading as="h3">{t('asset.details.attributes')}</Heading>
          <Traits>
            {inscription.attributes.map((attribute) => (
              <li key={attribute.trait_type}>
                <Chip
                  label={t('asset.details.trait', { type: attribute.trait_type, value: attribute.value })}
                  size="small"
                />
              </li>
            ))}
          </Traits>
        </>
      )}
    </Section>
  );
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Heading = styled.h2`
  ${textStyle('h5')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
`;

const Fact = styled.div`
  ${textStyle('body2')};
  display: grid;
  grid-template-columns: minmax(120px, 1fr) 2fr;
  gap: ${vars.space[3]};

  dt {
    color: ${vars.color.text.secondary};
  }

  dd {
    min-width: 0;
    margin: 0;
    color: ${vars.color.text.primary};
    overflow-wrap: anywhere;
  }

  a {
    color: ${vars.color.primary.text};
  }
`;

const Code = styled.span`
  font-family: ${vars.fontFamily.mono};
  font-size: 0.92em;
`;

const Traits = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
