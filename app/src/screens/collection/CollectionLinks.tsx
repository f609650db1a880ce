import { vars } from '@ordmarket/tokens';
import { AtSign, Globe, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface CollectionLinksProps {
  readonly twitterUrl: string;
  readonly discordUrl: string;
  readonly websiteUrl: string;
}

/** The creator's X (Twitter), Discord and website, each shown only when the collection has one. */
export function CollectionLinks({ twitterUrl, discordUrl, websiteUrl }: CollectionLinksProps) {
  const { t } = useTranslation('collection');
  const links = [
    { url: twitterUrl, label: t('links.twitter'), icon: <AtSign size={18} aria-hidden /> },
    { url: discordUrl, label: t('links.discord'), icon: <MessageCircle size={18} aria-hidden /> },
    { url: websiteUrl, label: t('links.website'), icon: <Globe size={18} aria-hidden /> },
  ].filter((link) => link.url !== '');
  if (links.length === 0) return null;
  return (
    <Links aria-label={t('links.label')}>
      {links.map((link) => (
        <li key={link.label}>
          <ExternalLink href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            {link.icon}
          </ExternalLink>
        </li>
      ))}
    </Links>
  );
}

const Links = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ExternalLink = styled.a`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.secondary};
  &:hover {
    color: ${vars.color.text.primary};
    background: ${vars.color.action.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.primary.main};
  }
`;
