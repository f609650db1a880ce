import { readFileSync } from 'node:fs';
import { OpiLedger } from '../src/index';
import { readReplayInput } from './brc20ReplayInput';
import { UsageError } from './UsageError';

/**
 * `ordmarket brc20 replay <file.json>`: applies each block's ord transfers under OPI's rules and prints every
 * given block's event strings and hashes (the blocks between, empty, are chained too) and the final balances.
 */
export function brc20Command(args: readonly string[]): unknown {
  const [subcommand, file] = args;
  if (subcommand !== 'replay' || !file || args.length !== 2) {
    throw new UsageError('usage: ordmarket brc20 replay <file.json>');
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
  const { params, blocks } = readReplayInput(text);
  const ledger = new OpiLedger(params);
  const replayed = blocks.map((block) => {
    for (let height = ledger.tip.height + 1; height < block.height; height += 1) {
      ledger.applyBlock({ height, transfers: [] });
    }
    const result = ledger.applyBlock(block);
    return {
      height: result.height,
      events: result.eventStrings,
      block_event_hash: result.blockEventHash,
      cumulative_event_hash: result.cumulativeEventHash,
    };
  });
  const balances = ledger.balances().map(({ pkscript, tick, overall, available }) => ({
    pkscript,
    tick,
    overall: overall.toString(),
    available: available.toString(),
  }));
  return { blocks: replayed, balances };
}
