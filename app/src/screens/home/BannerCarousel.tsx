import { vars } from '@ordmarket/tokens';
import { IconButton, Skeleton, SkeletonGroup } from '@ordmarket/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../api/useApi';
import { BannerSlide } from './BannerSlide';
import { bannersRead } from './homeReads';

/**
 * The home page's featured banners, one at a time with previous/next and a button per banner. It never turns
 * by itself: a moving page is hard to read and the trader decides when to move on. No banners, no band.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { data, isLoading } = useApi(bannersRead.path, bannersRead.body, { emptyDefault: bannersRead.emptyDefault });
  const [chosen, setChosen] = useState(0);
  const { banners } = data;

  if (isLoading) {
    return (
      <SkeletonGroup label={t('banners.loading')}>
        <Skeleton shape="rect" height={240} />
      </SkeletonGroup>
    );
  }
  const count = banners.length;
  if (count === 0) return null;
  // The list may shrink between reads; the chosen banner wraps into it.
  const current = chosen % count;
  const show = (index: number) => setChosen((index + count) % count);
  const banner = banners[current];

  return (
    <Carousel aria-roledescription="carousel" aria-label={t('banners.label')}>
      {banner && (
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t('banners.slide', { index: current + 1, count })}
          aria-live="polite"
        >
          <BannerSlide key={banner.id} banner={banner} />
        </div>
      )}
      {count > 1 && (
        <Controls>
          <IconButton label={t('banners.previous')} onPress={() => show(current - 1)}>
            <Mirrored>
              <ChevronLeft aria-hidden />
            </Mirrored>
          </IconButton>
          <Dots>
            {banners.map((each, index) => (
              <Dot
                key={each.id}
                type="button"
                aria-label={t('banners.show', { index: index + 1 })}
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              />
            ))}
          </Dots>
          <IconButton label={t('banners.next')} onPress={() => show(current + 1)}>
            <Mirrored>
              <ChevronRight aria-hidden />
            </Mirrored>
          </IconButton>
        </Controls>
      )}
    </Carousel>
  );
}

const Carousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
`;

// Previous points back along the reading direction.
const Mirrored = styled.span`
  display: inline-flex;

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${vars.space[1]};
`;

// A 24 px target around an 8 px dot, so the dots stay easy to press.
const Dot = styled.button`
  position: relative;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 8px;
    border-radius: ${vars.radius.circle};
    background-color: ${vars.color.text.disabled};
  }

  &[aria-current='true']::after {
    inset-inline: 4px;
    border-radius: ${vars.radius.pill};
    background-color: ${vars.color.primary.main};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 0;
    border-radius: ${vars.radius.sm};
  }
`;
