/**
 * The BRC-20 events OPI records, one per valid operation, with the fields its event strings carry.
 * Amounts are integers scaled by 10^18 whatever the tick's decimals, as OPI stores them.
 */
export type OpiEvent =
  | {
      readonly type: 'deploy-inscribe';
      readonly inscriptionId: string;
      readonly deployerPkscript: string;
      readonly tick: string;
      readonly originalTick: string;
      readonly maxSupply: bigint;
      readonly decimals: number;
      readonly limitPerMint: bigint;
      readonly selfMint: boolean;
    }
  | {
      readonly type: 'mint-inscribe';
      readonly inscriptionId: string;
      readonly mintedPkscript: string;
      readonly tick: string;
      readonly originalTick: string;
      readonly amount: bigint;
      readonly decimals: number;
      /** The mint's first parent, '' when it has none. */
      readonly parentId: string;
    }
  | {
      readonly type: 'transfer-inscribe';
      readonly inscriptionId: string;
      readonly sourcePkscript: string;
      readonly tick: string;
      readonly originalTick: string;
      readonly amount: bigint;
      readonly decimals: number;
    }
  | {
      readonly type: 'transfer-transfer';
      readonly inscriptionId: string;
      readonly sourcePkscript: string;
      /** Where the inscription went; null when it was spent as fee (the amount went back to the source). */
      readonly spentPkscript: string | null;
      readonly tick: string;
      readonly originalTick: string;
      readonly amount: bigint;
      readonly decimals: number;
    }
  | {
      readonly type: 'predeploy-inscribe';
      readonly inscriptionId: string;
      readonly predeployerPkscript: string;
      readonly hash: string;
      readonly height: number;
    };

/** OPI's EVENT_HASH_VERSION: the event string format `opiEventString` writes. */
export const opiEventHashVersion = 3;

const scaleDigits = 18;

/**
 * A 10^18-scaled amount written with exactly `decimals` fraction digits, no more and no fewer, by cutting the
 * digits rather than dividing: 1.5 at 3 decimals is "1.500", at 0 decimals "1".
 */
export function fullDecimals(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(scaleDigits + 1, '0');
  const whole = digits.slice(0, digits.length - scaleDigits);
  if (decimals === 0) return whole;
  return `${whole}.${digits.slice(digits.length - scaleDigits, digits.length - scaleDigits + decimals)}`;
}

/** The event as OPI writes it into a block's event string (EVENT_HASH_VERSION 3): its fields joined by ';'. */
export function opiEventString(event: OpiEvent): string {
  switch (event.type) {
    case 'deploy-inscribe':
      return [
        event.type,
        event.inscriptionId,
        event.deployerPkscript,
        event.tick,
        event.originalTick,
        fullDecimals(event.maxSupply, event.decimals),
        String(event.decimals),
        fullDecimals(event.limitPerMint, event.decimals),
        String(event.selfMint),
      ].join(';');
    case 'mint-inscribe':
      return [
        event.type,
        event.inscriptionId,
        event.mintedPkscript,
        event.tick,
        event.originalTick,
        fullDecimals(event.amount, event.decimals),
        event.parentId,
      ].join(';');
    case 'transfer-inscribe':
      return [
        event.type,
        event.inscriptionId,
        event.sourcePkscript,
        event.tick,
        event.originalTick,
        fullDecimals(event.amount, event.decimals),
      ].join(';');
    case 'transfer-transfer':
      return [
        event.type,
        event.inscriptionId,
        event.sourcePkscript,
        event.spentPkscript ?? '',
        event.tick,
        event.originalTick,
        fullDecimals(event.amount, event.decimals),
      ].join(';');
    case 'predeploy-inscribe':
      return [event.type, event.inscriptionId, event.predeployerPkscript, event.hash, String(event.height)].join(';');
  }
}
