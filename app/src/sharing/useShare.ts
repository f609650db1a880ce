import { shareIntentUrl } from '@ordmarket/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { configStore } from '../stores';
import { sharePost, type ShareSubject } from './share';

/**
 * Shares a subject as a post on X (spec §7: "Share links open a social-post intent URL in a new tab"), in
 * the language the trader reads, with the dollar rate known at the moment of sharing.
 */
export function useShare(): (subject: ShareSubject) => void {
  const { t } = useTranslation('notices');
  return useCallback(
    (subject: ShareSubject) => {
      const post = sharePost(subject, { t, usdRate: configStore.state.usdRate, baseUrl: window.location.origin });
      // noopener: the social network's tab must not reach back into this page.
      window.open(shareIntentUrl('x', post), '_blank', 'noopener,noreferrer');
    },
    [t],
  );
}
