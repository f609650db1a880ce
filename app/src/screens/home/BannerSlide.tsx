import { vars, mediaUp } from '@ordmarket/tokens';
import { Image, imageLoading, textStyle } from '@ordmarket/ui';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { useCoverImage } from '../../content/previewUrl';
import { bannerTarget } from './bannerTarget';

export interface Banner {
  readonly image: string;
  readonly title: string;
  readonly link: string;
}

/** One banner: its title and picture, the whole slide a link to where the banner points. */
export function BannerSlide({ banner }: { readonly banner: Banner }) {
  const { t } = useTranslation('home');
  const coverImage = useCoverImage();
  const target = bannerTarget(banner.link);
  const content: ReactNode = (
    <>
      <Text>
        <Title>{banner.title}</Title>
        {target && (
          <Explore aria-hidden>
            {t('banners.explore')}
            <Forward size={18} />
          </Explore>
        )}
      </Text>
      <Picture>
        {/* The one slide shown is the widest picture at the top of home: its largest paint. */}
        <Image src={coverImage(banner.image)} alt="" {...imageLoading(true)} />
      </Picture>
    </>
  );
  if (target?.kind === 'route') return <RouteSlide to={target.path}>{content}</RouteSlide>;
  if (target?.kind === 'external') {
    return (
      <SiteSlide href={target.url} target="_blank" rel="noopener noreferrer">
        {content}
      </SiteSlide>
    );
  }
  return <PlainSlide>{content}</PlainSlide>;
}

const slide = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(120px, 40%);
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.neutral};
  text-decoration: none;

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) 280px;
    padding: ${vars.space[8]};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
  }
`;

const RouteSlide = styled(Link)`
  ${slide};
`;

const SiteSlide = styled.a`
  ${slide};
`;

const PlainSlide = styled.div`
  ${slide};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const Title = styled.p`
  ${textStyle('h3')};
  margin: 0;
  overflow-wrap: anywhere;

  ${mediaUp('md')} {
    ${textStyle('h2')};
  }
`;

const Explore = styled.span`
  ${textStyle('subtitle2')};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.primary.text};
`;

// The arrow points the way the text reads.
const Forward = styled(ArrowRight)`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const Picture = styled.div`
  min-width: 0;
`;
