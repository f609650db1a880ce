import type { RouteObject } from 'react-router';
import { prefetchRead } from '../api/prefetchRead';
import type { AppServices } from '../services/appServices';
import { collectionDetailRead } from '../screens/collection/collectionDetail';
import { prefetchFirstItemPage } from '../screens/collection/items/itemPages';
import { homeReads } from '../screens/home/homeReads';
import { qrApprovalPath } from './qrApprovalLink';

/**
 * Every screen of spec §2, each in its own lazily loaded chunk so the home page downloads only its own code.
 * Each screen module exports `Component` (react-router's lazy route convention). The loaders live here, out
 * of the chunks: they start a screen's first reads while its code downloads, and answer nothing, so the
 * screen renders (and shows its loading state) without waiting for them.
 */
export function screenRoutes({ api }: Pick<AppServices, 'api'>): RouteObject[] {
  return [
    {
      index: true,
      loader: () => {
        for (const read of homeReads) prefetchRead(api, read);
        return null;
      },
      // Nothing in the page's reads depends on the URL's query: a new query is no reason to start them again.
      shouldRevalidate: () => false,
      lazy: () => import('../screens/home/homeRoute'),
    },
    { path: 'collections', lazy: () => import('../screens/collections/collectionsRoute') },
    {
      path: 'collections/:id',
      loader: ({ params }) => {
        if (params.id === undefined) return null;
        prefetchRead(api, collectionDetailRead(params.id));
        prefetchFirstItemPage(api, params.id);
        return null;
      },
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
      lazy: () => import('../screens/collection/collectionRoute'),
    },
    { path: 'collections/info/:id', lazy: () => import('../screens/work/workRoute') },
    { path: 'marketplace/:id', lazy: () => import('../screens/marketplace/marketplaceRoute') },
    { path: 'assets/:txid', lazy: () => import('../screens/asset/assetRoute') },
    { path: 'wallet', lazy: () => import('../screens/wallet/walletRoute') },
    { path: qrApprovalPath, lazy: () => import('../screens/qrApproval/qrApprovalRoute') },
    { path: '403', lazy: () => import('../screens/errors/forbiddenRoute') },
    { path: '404', lazy: () => import('../screens/errors/notFoundRoute') },
    { path: '500', lazy: () => import('../screens/errors/serverErrorRoute') },
    { path: '*', lazy: () => import('../screens/errors/notFoundRoute') },
  ];
}
