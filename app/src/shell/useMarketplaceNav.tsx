import type { NavItem } from '@ordmarket/ui';
import { Home, LayoutGrid, Store, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The marketplace's top-level destinations, in every navigation layout. */
export function useMarketplaceNav(): NavItem[] {
  const { t } = useTranslation('common');
  return [
    { label: t('nav.home'), href: '/', icon: <Home size={22} /> },
    { label: t('nav.collections'), href: '/collections', icon: <LayoutGrid size={22} /> },
    { label: t('nav.marketplace'), href: '/marketplace/nft', icon: <Store size={22} /> },
    { label: t('nav.wallet'), href: '/wallet', icon: <Wallet size={22} /> },
  ];
}

/** Which destination the current page belongs to: its first path segment decides; an error page belongs to none. */
export function activeNavHref(pathname: string, items: readonly NavItem[]): string {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  if (section === '/') return pathname === '/' ? '/' : '';
  return items.find((item) => item.href === section || item.href.startsWith(`${section}/`))?.href ?? '';
}
