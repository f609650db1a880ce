import type { Database } from '../../../db/database';
import { incrementalRelayFeeRate, minRelayFeeRate } from '../chainRules';
import { mempoolTotals } from '../store/coreReads';
import { amountValue, feeRateValue } from './btcAmount';
import type { JsonObject } from './jsonText';

/** Core's default -maxmempool, 300 MB. */
const maxMempoolBytes = 300_000_000;

/**
 * MempoolInfoToJSON (src/rpc/mempool.cpp, Core 28), for getmempoolinfo and REST's mempool/info.json. The devnet's
 * mempool never fills, so its minimum fee is the relay fee; it is loaded from the database at once and relays
 * everything it accepts (nothing unbroadcast), with full RBF. `usage` (Core's heap use) is the transactions' bytes.
 */
export async function mempoolInfo(db: Database): Promise<JsonObject> {
  const totals = await mempoolTotals(db);
  return {
    loaded: true,
    size: totals.size,
    bytes: totals.vbytes,
    usage: totals.bytes,
    total_fee: amountValue(totals.fees),
    maxmempool: maxMempoolBytes,
    mempoolminfee: feeRateValue(minRelayFeeRate),
    minrelaytxfee: feeRateValue(minRelayFeeRate),
    incrementalrelayfee: feeRateValue(incrementalRelayFeeRate),
    unbroadcastcount: 0,
    fullrbf: true,
  };
}
