import type { ServiceWallet } from './serviceWallet';

/** What the market needs to open inscription orders. */
export interface InscribingPolicy {
  readonly wallet: ServiceWallet;
  /** Where the platform's mint and inscribe fees go: SERVICE_FEE_ADDRESS, or the service wallet's fee address. */
  readonly platformAddress: string;
  /** How long an order waits for its payment. */
  readonly orderTtlMs: number;
  readonly now: () => Date;
  /** Asks the service for a pass now (a wallet just reported a payment), instead of at its next interval. */
  nudge(): void;
}
