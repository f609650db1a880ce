import type { SelectOption, TableColumn } from '@ordmarket/ui';
import type { TFunction } from 'i18next';
import type { ApiData, ApiPath } from '../../../api/apiCalls';
import type { ScreenRead } from '../../../api/prefetchRead';
import type { ListPage } from '../../../common/tables/paging';
import type { MarketEvent } from '../list/useActivityTrailColumns';
import type { KindChoice } from './activityFilter';
import type { ActivityKind } from './ActivityKindBadge';

/** An event as the columns both markets share read it: its kind, price, sides and time. */
export interface ActivityEvent extends MarketEvent {
  readonly kind: ActivityKind;
}

/** What the tab asks a market's feed for: the kind chip chosen and the collection or tick picked. */
export interface ActivityChoice<Kind extends ActivityKind> {
  readonly kind: KindChoice<Kind>;
  /** A collection id or a tick, or `wholeMarket`. */
  readonly scope: string;
}

/** One market's activity feed: how to read a page of it, and the columns that name what each event is about. */
export interface ActivityFeed<Event extends ActivityEvent, FeedPath extends ApiPath> {
  readonly eventsRead: (choice: ActivityChoice<Event['kind']>, page: number) => ScreenRead<FeedPath>;
  /**
   * The answer as the table's rows: each market hands its own answer over as it is, typed, because inside the
   * shared table the path is a type parameter and TypeScript cannot see into the answer of a path not known yet.
   */
  readonly eventPage: (answer: ApiData<FeedPath>) => ListPage<Event>;
  /** The columns between the event's kind and its price: the inscription and collection, or the token. */
  readonly subjectColumns: (t: TFunction<'trade'>) => Array<TableColumn<Event>>;
  readonly eventKey: (event: Event) => string;
}

/** What one market's Activity tab reads and shows that the other's does not. */
export interface ActivityMarket<
  Event extends ActivityEvent,
  FeedPath extends ApiPath,
  ScopePath extends ApiPath,
> extends ActivityFeed<Event, FeedPath> {
  /** The kind chips, in the order the market's trader expects them. */
  readonly kinds: ReadonlyArray<Event['kind']>;
  /** The collections or tokens the picker offers, read once, and their options. */
  readonly scopesRead: ScreenRead<ScopePath>;
  readonly scopeOptions: (answer: ApiData<ScopePath>) => SelectOption[];
  /** The picker's label and its option for every collection or token. */
  readonly scopeLabels: (t: TFunction<'trade'>) => { readonly picker: string; readonly wholeMarket: string };
  /** Names the table after the picked collection or token, or after the whole market (undefined). */
  readonly tableLabel: (t: TFunction<'trade'>, scopeName: string | undefined) => string;
}
