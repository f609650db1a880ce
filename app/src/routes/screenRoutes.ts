import type { Namespace } from '@ordmarket/locales';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { screenFirstRead, type FirstRead } from '../api/prefetchRead';
import type { AppServices } from '../services/appServices';
import { inscriptionDetailRead } from '../screens/asset/inscriptionDetail';
import { collectionDetailRead } from '../screens/collection/collectionDetail';
import { firstItemPageRead } from '../screens/collection/items/itemPages';
import { workReads } from '../screens/collection/work/workReads';
import { readItemQuery } from '../screens/collection/items/itemQuery';
import { readCollectionsQuery } from '../screens/collections/collectionsQuery';
import { collectionListFirstRead } from '../screens/collections/useCollectionList';
import { homeReads } from '../screens/home/homeReads';
import { houseShelfRead } from '../blindBox/houses/houseShelfRead';
import { qrApprovalPath } from '../paths/qrApprovalLink';

/** A screen's lazily loaded module: each exports its page as `Component`. */
export interface ScreenModule {
  readonly Component: ComponentType;
}

interface ScreenRouteBase {
  /** Fetches the screen's code; called as a navigation starts, and by the route's element when it renders. */
  readonly load: () => Promise<ScreenModule>;
  /**
   * The string namespaces the screen's first render shows beyond the frame's (shellStrings), loaded with its
   * code. One left out still shows (the screen waits for it), a round trip later.
   */
  readonly strings: readonly Namespace[];
  /**
   * The screen's first reads: a navigation starts them so they travel alongside its code instead of after it, and
   * the server renders the page with their answers. `query` is the address's, for a screen that keeps its choices
   * there.
   */
  readonly firstReads?: (params: Params, query: URLSearchParams) => readonly FirstRead[];
}

export type ScreenRoute =
  | (ScreenRouteBase & { readonly index: true; readonly path?: undefined })
  | (ScreenRouteBase & { readonly index?: false; readonly path: string });

/**
 * Every screen of spec §2, each in its own lazily loaded chunk so the home page downloads only its own code.
 * The first reads live here, out of the chunks, so a navigation starts them while the code downloads; the
 * screen renders its loading state without waiting for them.
 */
export function screenRoutes({ api }: Pick<AppServices, 'api'>): ScreenRoute[] {
  return [
    {
      index: true,
      strings: ['home'],
      firstReads: () => [...homeReads.map((read) => screenFirstRead(api, read)), houseShelfRead(api)],
      load: () => import('../screens/home/homeRoute'),
    },
    {
      path: 'collections',
      strings: ['home'],
      firstReads: (_params, query) => [collectionListFirstRead(api, readCollectionsQuery(query))],
      load: () => import('../screens/collections/collectionsRoute'),
    },
    {
      path: 'collections/:id',
      strings: ['collection', 'trade'],
      firstReads: ({ id }, query) =>
        id === undefined
          ? []
          : [screenFirstRead(api, collectionDetailRead(id)), firstItemPageRead(api, id, readItemQuery(query))],
      load: () => import('../screens/collection/collectionRoute'),
    },
    {
      path: 'collections/info/:id',
      strings: ['collection'],
      firstReads: ({ id }) => (id === undefined ? [] : workReads(id).map((read) => screenFirstRead(api, read))),
      load: () => import('../screens/collection/work/workRoute'),
    },
    {
      path: 'marketplace/:id',
      strings: ['trade', 'notices'],
      load: () => import('../screens/marketplace/marketplaceRoute'),
    },
    {
      path: 'assets/:txid',
      strings: ['trade', 'notices'],
      firstReads: ({ txid }) => (txid === undefined ? [] : [screenFirstRead(api, inscriptionDetailRead(txid))]),
      load: () => import('../screens/asset/assetRoute'),
    },
    {
      path: 'wallet',
      strings: ['account', 'trade', 'boxScreens'],
      load: () => import('../screens/account/accountRoute'),
    },
    { path: qrApprovalPath, strings: ['account'], load: () => import('../screens/qrApproval/qrApprovalRoute') },
    { path: '403', strings: [], load: () => import('../screens/errors/forbiddenRoute') },
    { path: '404', strings: [], load: () => import('../screens/errors/notFoundRoute') },
    { path: '500', strings: [], load: () => import('../screens/errors/serverErrorRoute') },
    { path: '*', strings: [], load: () => import('../screens/errors/notFoundRoute') },
  ];
}
