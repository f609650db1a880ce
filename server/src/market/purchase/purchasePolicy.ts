import type { NetworkName, TaprootSigner } from '@ordmarket/protocol';
import type { ServiceFee } from './serviceFee';

/** The market's rules for purchases, read from configuration once; `now` is the clock (tests move it). */
export interface PurchasePolicy {
  readonly network: NetworkName;
  readonly serviceFee: ServiceFee | undefined;
  /** How long a started purchase holds its listings. */
  readonly holdMs: number;
  /** Listings one buyer may hold at once across unfinished purchases. */
  readonly holdsPerBuyer: number;
  /** The market's key in protected listings' locks: it completes each purchase of one (the service wallet's). */
  readonly coSigner: TaprootSigner;
  readonly now: () => Date;
}
