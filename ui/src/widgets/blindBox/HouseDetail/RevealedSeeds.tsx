import { useEffect, useRef } from 'react';
import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { groupDigits } from '../../../primitives/Amount/formatAmount';
import { Button } from '../../../primitives/Button/Button';
import type { RevealedSeed } from '../shared/blindBoxTypes';
import { Fact, Facts } from '../shared/Facts';
import { HashValue } from '../shared/HashValue';
import { EmptyText, Prose } from '../shared/houseLayout.styles';
import { formatUtcMoment } from '../../../time/formatTimes';

interface RevealedSeedsProps {
  /** Newest first. */
  seeds: readonly RevealedSeed[];
  /** How many the house has revealed in all: more than listed says so. */
  total: number;
  /** Lists older seeds; its button shows only when given. */
  onShowMore?: () => void;
  /** Older seeds are being fetched: the button shows a spinner. */
  loading?: boolean;
}

/**
 * Retired seeds shown beside the hashes they were committed under, so every draw made with them can be redone; the
 * newest first, older ones a page at a time.
 */
export function RevealedSeeds({ seeds, total, onShowMore, loading = false }: RevealedSeedsProps) {
  const { t, locale } = useKitStrings(housesStrings);
  const list = useRef<HTMLUListElement>(null);
  const pressedMore = useRef(false);
  // The last page takes the button away from under the trader's focus: the list it filled keeps it, rather than
  // wherever the browser or the dialog would send it.
  useEffect(() => {
    if (onShowMore === undefined && pressedMore.current) {
      pressedMore.current = false;
      list.current?.focus({ preventScroll: true });
    }
  }, [onShowMore]);
  return (
    <Section>
      <SectionTitle>{t('revealed.title')}</SectionTitle>
      {seeds.length === 0 ? (
        <EmptyText>{t('revealed.empty')}</EmptyText>
      ) : (
        <List aria-label={t('revealed.label')} ref={list} tabIndex={-1}>
          {seeds.map((seed) => (
            <Item key={seed.serverSeedHash}>
              <Facts>
                <Fact label={t('revealed.hash')} isWide>
                  <HashValue value={seed.serverSeedHash} />
                </Fact>
                <Fact label={t('revealed.seed')} isWide>
                  <HashValue value={seed.serverSeed} />
                </Fact>
                <Fact label={t('revealed.draws')}>{groupDigits(BigInt(seed.draws))}</Fact>
                <Fact label={t('revealed.revealedAt')}>{formatUtcMoment(seed.revealedAt, locale)}</Fact>
              </Facts>
            </Item>
          ))}
        </List>
      )}
      {seeds.length > 0 && seeds.length < total && (
        <Prose>
          {t('revealed.shown', { shown: groupDigits(BigInt(seeds.length)), total: groupDigits(BigInt(total)) })}
        </Prose>
      )}
      {onShowMore && (
        <Button
          variant="outlined"
          color="neutral"
          fullWidth
          isLoading={loading}
          onPress={() => {
            pressedMore.current = true;
            onShowMore();
          }}
        >
          {t('revealed.showMore')}
        </Button>
      )}
    </Section>
  );
}

const List = styled.ul`
  outline: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.md};
`;
