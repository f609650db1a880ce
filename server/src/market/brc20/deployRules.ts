import { parseBrc20Operation, tickByteLength, type Brc20Deploy, type Brc20Rejection } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { deployContent } from './brc20Content';
import { brc20Draft } from './inscriptionCost';
import { findTick } from './findTick';

export interface DeployRequest {
  readonly tick: string;
  readonly max: string;
  readonly lim?: string | undefined;
  readonly dec?: string | undefined;
  readonly self_mint?: boolean | undefined;
}

const deployRefusals: Partial<Record<Brc20Rejection, string>> = {
  'invalid-tick': 'tick: a deploy names 4 bytes, or 5 bytes only for a self-mint token (self_mint true).',
  'invalid-decimals': 'dec: decimals must be a whole number from 0 to 18.',
  'invalid-max': 'max: the max supply must be a positive amount with no more decimals than dec allows.',
  'invalid-lim': 'lim: the limit per mint must be a positive amount with no more decimals than dec allows.',
};

/**
 * The deploy exactly as it would be inscribed, read back by the protocol's own BRC-20 parser so the
 * marketplace never inscribes something the indexers would ignore; and the tick must still be free.
 */
export async function checkDeploy(
  db: Database,
  request: DeployRequest,
): Promise<{ content: string; deploy: Brc20Deploy }> {
  const selfMint = request.self_mint ?? tickByteLength(request.tick) === 5;
  const content = deployContent({ tick: request.tick, max: request.max, lim: request.lim, dec: request.dec, selfMint });
  const parsed = parseBrc20Operation({
    inscriptionId: '',
    contentType: brc20Draft(content).contentType ?? null,
    content: brc20Draft(content).body,
    cursed: false,
    parentIds: [],
  });
  if (!parsed.ok || parsed.operation.op !== 'deploy') {
    const reason = parsed.ok ? undefined : deployRefusals[parsed.reason];
    throw new ApiError('invalidRequest', `Invalid request. ${reason ?? 'This is not a valid BRC-20 deploy.'}`);
  }
  const taken = await findTick(db, request.tick);
  if (taken) {
    throw new ApiError(
      'tickAlreadyDeployed',
      `The token "${taken.displayTick}" is already deployed. Choose another tick.`,
    );
  }
  return { content, deploy: parsed.operation };
}
