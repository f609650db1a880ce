import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { AccessTokens } from '../auth/accessToken';
import type { ChainSource } from '../chain/ChainSource';
import type { ChainSourceErrors } from '../chain/chainSourceErrors';
import type { Devnet } from '../chain/devnet/Devnet';
import type { ServerConfig } from '../config/config';
import type { Indexer } from '../indexer/Indexer';
import type { BoxPolicy } from '../blindBox/boxPolicy';
import type { InscribingPolicy } from '../inscribing/inscribingPolicy';
import type { PurchasePolicy } from '../market/purchase/purchasePolicy';
import type { MarketReads } from '../market/marketReads';
import type { MarketFeed } from '../realtime/MarketFeed';
import type { DatabaseHandle } from '../db/database';

/** What every route module is given: configuration, the database, the chain and the token keys. */
export interface Services {
  readonly config: ServerConfig;
  readonly database: DatabaseHandle;
  readonly chain: ChainSource;
  /** Every failed request to the chain's sources, for the health answer. */
  readonly chainErrors: ChainSourceErrors;
  /** Present only on the embedded devnet: its faucet, miner and rollback. */
  readonly devnet: Devnet | undefined;
  readonly tokens: AccessTokens;
  /** The clock sign-in challenges, QR codes, sessions and access tokens expire by. */
  readonly authClock: () => Date;
  readonly indexer: Indexer;
  /**
   * Learns from ord the inscriptions made before the index's start height that a request names and the index does
   * not have yet (nothing to do when indexing from genesis).
   */
  readonly learnInscriptions: (ids: readonly string[]) => Promise<void>;
  /** Market events from every instance on this database, for websocket clients. */
  readonly feed: MarketFeed;
  /** Collection figures and item pages answered from memory until the market changes. */
  readonly marketReads: MarketReads;
  /** How purchases are priced and held: the service fee, hold time and limits, and the clock. */
  readonly purchases: PurchasePolicy;
  /** The service wallet and how inscription orders (mints, deploys, transfers) are opened. */
  readonly inscribing: InscribingPolicy;
  /** How blind boxes are run: their wallet, the platform's cut of an open, the deposit rule. */
  readonly boxes: BoxPolicy;
}

/** A part of a feature's API: registers its routes (with `apiRoute` for the envelope endpoints) using the services it names. */
export type RouteModule<Needs extends keyof Services = never> = (
  app: FastifyInstance,
  services: Pick<Services, Needs>,
) => void;

/**
 * A feature of the API (purchase, the launchpad, blind boxes, …) as a Fastify plugin: its routes, in their own
 * context, registered with the services as the plugin's options. Each route module reads only the services it names.
 */
export type Feature = FastifyPluginCallback<Services>;

/** The feature served by these route modules, registered in this order. */
export function feature(...modules: ReadonlyArray<RouteModule<keyof Services>>): Feature {
  return (app, services, done) => {
    for (const register of modules) register(app, services);
    done();
  };
}
