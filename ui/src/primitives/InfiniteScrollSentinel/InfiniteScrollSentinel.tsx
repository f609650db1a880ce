import { vars } from '@ordmarket/tokens';
import { useEffect, useEffectEvent, useRef } from 'react';
import styled from 'styled-components';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { Spinner } from '../Button/Spinner';
import { textStyle } from '../../theme/textStyle';

export interface InfiniteScrollSentinelProps {
  /** Whether there is another page to load. */
  hasMore: boolean;
  isLoading: boolean;
  /** Asked for the next page when the end of the list comes into view. */
  onReachEnd: () => void;
  /** How far ahead of the viewport to start loading, as a CSS margin (e.g. '200px'). */
  rootMargin?: string;
  /** Replaces the end-of-list text, e.g. with how many items there were. */
  endText?: string;
}

/**
 * Placed after the last item of a list: asks for the next page when it scrolls into view while there is
 * more and nothing is loading, shows a loading row while a page loads, and says when the list has ended.
 */
export function InfiniteScrollSentinel({
  hasMore,
  isLoading,
  onReachEnd,
  rootMargin = '0px',
  endText,
}: InfiniteScrollSentinelProps) {
  const { t } = useKitStrings(basicsStrings);
  const ref = useRef<HTMLDivElement>(null);
  const reachEnd = useEffectEvent(onReachEnd);

  // The observer reports crossings, so the end staying in view asks once; observing anew after each load
  // asks again when a page did not fill the screen.
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || isLoading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachEnd();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading, rootMargin]);

  return (
    <Row ref={ref} role="status" data-state={isLoading ? 'loading' : hasMore ? 'more' : 'end'}>
      {isLoading ? (
        <>
          <Spinner />
          {t('infiniteScroll.loading')}
        </>
      ) : (
        !hasMore && (endText ?? t('infiniteScroll.end'))
      )}
    </Row>
  );
}

const Row = styled.div`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-block-size: 1px;
  color: ${vars.color.text.secondary};

  &[data-state='loading'],
  &[data-state='end'] {
    min-block-size: 56px;
  }
`;
