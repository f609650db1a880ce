import type { NetworkName } from '@ordmarket/protocol';
import type { ServiceWallet } from '../inscribing/serviceWallet';

/** How blind boxes are run: the wallet that holds their coins, the platform's cut, the deposit rule and the clock. */
export interface BoxPolicy {
  readonly wallet: ServiceWallet;
  readonly network: NetworkName;
  /** The platform's part of every open's price, in basis points; the rest goes to the pool's providers. */
  readonly openFeeBps: number;
  /** Confirmations a deposit needs before it is credited. */
  readonly depositConfirmations: number;
  readonly now: () => Date;
  /** Asks the box service for a pass now (a withdrawal was just stored), instead of at its next interval. */
  nudge(): void;
}
