import type { SharePost } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { configStore } from '../stores';
import { sharePost, type ShareSubject } from './share';

/** The post for a subject, for screens that offer the kit's ShareMenu (X, Telegram, Facebook, copy link). */
export function useSharePost(subject: ShareSubject): SharePost {
  const { t } = useTranslation('notices');
  const { usdRate } = useSnapshot(configStore.state);
  return sharePost(subject, { t, usdRate, baseUrl: window.location.origin });
}
