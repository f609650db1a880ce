import type { NetworkName } from '@ordmarket/protocol';
import type { ServiceFee } from './serviceFee';

/** The market's rules for purchases, read from configuration once; `now` is the clock (tests move it). */
export interface PurchasePolicy {
  readonly network: NetworkName;
  readonly serviceFee: ServiceFee | undefined;
  /** How long a started purchase holds its listings. */
  readonly holdMs: number;
  /** Listings one buyer may hold at once across unfinished purchases. */
  readonly holdsPerBuyer: number;
  readonly now: () => Date;
}
