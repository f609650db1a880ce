import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { BRC20_MAX_AMOUNT } from '../amount';
import type { Brc20Inscribed, OpiRuleContext } from './applyOrdTransfer';
import { stringField } from './brc20Json';
import { opiAmount, opiDecimals } from './opiAmounts';
import type { OpiEvent } from './opiEvents';

/** A 6-byte deploy must come at least this many blocks after its predeploy, so the commitment cannot be raced. */
const predeployDelay = 3;

/**
 * The first valid deploy of a tick opens it. A missing `lim` is the max; a 5-byte tick must say `self_mint` "true"
 * (and a zero max means unlimited); a 6-byte tick must reveal the salt its predeploy parent committed to.
 */
export function deployTicker(context: OpiRuleContext, inscribed: Brc20Inscribed): OpiEvent | null {
  const { book, height, params } = context;
  const { birth, json, tick, originalTick, tickBytes } = inscribed;
  if (book.tickers.get(tick) !== undefined) return null;
  const decimals = opiDecimals(stringField(json, 'dec'));
  if (decimals === undefined) return null;
  let maxSupply = opiAmount(stringField(json, 'max'), decimals, true);
  if (maxSupply === undefined) return null;
  let limitPerMint = opiAmount(stringField(json, 'lim'), decimals, false);
  if (limitPerMint === undefined) {
    // Only an absent key falls back to the max: a `lim` that is present but not a valid amount refuses the deploy.
    if (Object.hasOwn(json, 'lim')) return null;
    limitPerMint = maxSupply;
  }

  let selfMint = false;
  if (tickBytes === 5) {
    if (height < params.selfMintActivationHeight || stringField(json, 'self_mint') !== 'true') return null;
    selfMint = true;
  } else if (tickBytes === 6) {
    if (height < params.firstBrc20ProgPhaseOneHeight || !revealsPredeploy(context, inscribed)) return null;
    selfMint = stringField(json, 'self_mint') === 'true';
  }
  if (selfMint && maxSupply === 0n) {
    maxSupply = BRC20_MAX_AMOUNT;
    if (limitPerMint === 0n) limitPerMint = BRC20_MAX_AMOUNT;
  }
  if (maxSupply === 0n) return null;

  book.tickers.set(tick, {
    tick,
    originalTick,
    maxSupply,
    remainingSupply: maxSupply,
    burnedSupply: 0n,
    limitPerMint,
    decimals,
    selfMint,
    deployInscriptionId: birth.inscriptionId,
    deployHeight: height,
  });
  return {
    type: 'deploy-inscribe',
    inscriptionId: birth.inscriptionId,
    deployerPkscript: birth.newPkscript,
    tick,
    originalTick,
    maxSupply,
    decimals,
    limitPerMint,
    selfMint,
  };
}

/**
 * The deploy's parent is a predeploy at least `predeployDelay` blocks old whose hash is the double SHA-256 of the
 * tick as written, the salt and the predeployer's script (hashed, as OPI does, over the first hash's hex decoded).
 */
function revealsPredeploy(context: OpiRuleContext, { birth, json, originalTick }: Brc20Inscribed): boolean {
  const salt = stringField(json, 'salt');
  const predeploy = birth.parentId === null ? undefined : context.book.predeploys.get(birth.parentId);
  if (salt === undefined || predeploy === undefined) return false;
  if (predeploy.height > context.height - predeployDelay) return false;
  const saltBytes = hexBytes(salt);
  const scriptBytes = hexBytes(predeploy.predeployerPkscript);
  if (saltBytes === undefined || scriptBytes === undefined) return false;
  const committed = new Uint8Array([...new TextEncoder().encode(originalTick), ...saltBytes, ...scriptBytes]);
  return bytesToHex(sha256(sha256(committed))) === predeploy.hash;
}

/** Hex of either case, as the `hex` crate decodes it; undefined when it is not hex. */
function hexBytes(text: string): Uint8Array | undefined {
  return /^(?:[0-9a-fA-F]{2})*$/.test(text) ? hexToBytes(text.toLowerCase()) : undefined;
}
