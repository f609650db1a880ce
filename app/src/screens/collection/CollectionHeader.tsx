import { Image, Skeleton, textStyle } from '@ordmarket/ui';
import { mediaUp, vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { useCoverImage } from '../../content/previewUrl';
import type { CollectionDetail } from './collectionDetail';
import { CollectionLinks } from './CollectionLinks';

export interface CollectionHeaderProps {
  readonly detail: CollectionDetail;
  readonly isLoading: boolean;
}

/** The collection's cover, name, description and the creator's links. */
export function CollectionHeader({ detail, isLoading }: CollectionHeaderProps) {
  const coverImage = useCoverImage();
  return (
    <Header>
      <Cover>
        {isLoading ? (
          <Skeleton shape="rect" aspectRatio={1} />
        ) : (
          // At the top of the page: fetched at once rather than after layout finds it near the screen.
          <Image src={coverImage(detail.cover)} alt={detail.name} aspectRatio={1} isPixelated loading="eager" />
        )}
      </Cover>
      <Text>
        {isLoading ? <Skeleton shape="text" width="40%" /> : <Name>{detail.name}</Name>}
        {isLoading ? <Skeleton shape="text" width="80%" /> : <Description>{detail.describe}</Description>}
        <CollectionLinks
          twitterUrl={detail.twitter_url}
          discordUrl={detail.discord_url}
          websiteUrl={detail.website_url}
        />
      </Text>
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: start;
  ${mediaUp('md')} {
    grid-template-columns: 120px minmax(0, 1fr);
  }
`;

const Cover = styled.div`
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;

const Text = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

const Name = styled.h1`
  ${textStyle('h3')}
  margin: 0;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  ${textStyle('body2')}
  margin: 0;
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
`;
