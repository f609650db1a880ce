import { asc } from 'drizzle-orm';
import type { OpiClient } from '../../chain/brc20/OpiClient';
import type { Database } from '../../db/database';
import { brc20EventHashes } from '../../db/schema';
import { storedEventHashes } from './eventHashes';

/** Where this ledger and the configured OPI's stand against each other. */
export interface OpiAgreementReport {
  /** The last block both have hashed: OPI's height or ours, the lower. */
  readonly comparedHeight: number;
  /** Every event up to this block agrees (null: not even the first block compared does). */
  readonly agreedHeight: number | null;
  /** The first block whose events differ, with each side's event hash for it; null when all agree. */
  readonly firstDisagreement: {
    readonly height: number;
    readonly blockEventHashHere: string | null;
    readonly blockEventHashThere: string;
  } | null;
  readonly checkedAt: Date;
}

/**
 * Compares the ledger's hashes with an OPI's after every indexed run, the way operators compare indexers: the
 * cumulative hash at the last block both have answers for every block below it in one request; when it differs,
 * halving between the last block known to agree and there finds the first block that does not.
 */
export class OpiAgreement {
  #report: OpiAgreementReport | undefined;

  constructor(
    private readonly db: Database,
    private readonly opi: OpiClient,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  report(): OpiAgreementReport | undefined {
    return this.#report;
  }

  async check(): Promise<OpiAgreementReport | undefined> {
    const ours = await storedEventHashes(this.db);
    const theirHeight = await this.opi.blockHeight();
    if (ours === undefined || theirHeight === null) return this.#report;
    const height = Math.min(ours.height, theirHeight);
    const [lowest] = await this.db
      .select({ height: brc20EventHashes.height })
      .from(brc20EventHashes)
      .orderBy(asc(brc20EventHashes.height))
      .limit(1);
    if (lowest === undefined || height < lowest.height) return this.#report;
    const agrees = async (at: number) =>
      (await storedEventHashes(this.db, at))?.cumulativeEventHash === (await this.opi.hashesAt(at)).cumulativeEventHash;
    const checkedAt = this.clock();
    if (await agrees(height)) {
      this.#report = { comparedHeight: height, agreedHeight: height, firstDisagreement: null, checkedAt };
      return this.#report;
    }
    // The last agreement seen still holds below `height` unless either side reorganised since; checked, not assumed.
    const known = this.#report?.agreedHeight ?? null;
    let agreed = known !== null && known < height && (await agrees(known)) ? known : lowest.height - 1;
    let differing = height;
    while (differing - agreed > 1) {
      const middle = Math.floor((agreed + differing) / 2);
      if (await agrees(middle)) agreed = middle;
      else differing = middle;
    }
    const here = await storedEventHashes(this.db, differing);
    const there = await this.opi.hashesAt(differing);
    this.#report = {
      comparedHeight: height,
      agreedHeight: agreed < lowest.height ? null : agreed,
      firstDisagreement: {
        height: differing,
        blockEventHashHere: here?.blockEventHash ?? null,
        blockEventHashThere: there.blockEventHash,
      },
      checkedAt,
    };
    return this.#report;
  }
}
