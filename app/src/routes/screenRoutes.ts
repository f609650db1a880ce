import type { RouteObject } from 'react-router';
import { qrApprovalPath } from './qrApprovalLink';

/**
 * Every screen of spec §2, each in its own lazily loaded chunk so the home page downloads only its own code.
 * Each screen module exports `Component` (react-router's lazy route convention).
 */
export const screenRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../screens/home/homeRoute') },
  { path: 'collections', lazy: () => import('../screens/collections/collectionsRoute') },
  { path: 'collections/:id', lazy: () => import('../screens/collection/collectionRoute') },
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
