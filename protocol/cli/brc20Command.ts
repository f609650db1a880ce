import { readFileSync } from 'node:fs';
import {
  applyBrc20Block,
  emptyBrc20Ledger,
  formatBrc20Amount,
  type Brc20Balance,
  type Brc20Block,
  type Brc20Event,
  type Brc20LedgerState,
} from '../src/index';
import { UsageError } from './UsageError';

/** One line of the replay file, as the issue specifies it. */
interface ReplayLine {
  height: number;
  txIndex: number;
  kind: 'inscribe' | 'transfer';
  inscriptionId: string;
  contentType?: string;
  content?: string;
  to: string;
  toFee?: boolean;
}

function readLine(text: string, lineNumber: number): ReplayLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`line ${lineNumber}: not JSON`);
  }
  const line = value as Partial<ReplayLine> | null;
  if (
    typeof line !== 'object' ||
    line === null ||
    !Number.isInteger(line.height) ||
    !Number.isInteger(line.txIndex) ||
    (line.kind !== 'inscribe' && line.kind !== 'transfer') ||
    typeof line.inscriptionId !== 'string' ||
    typeof line.to !== 'string'
  ) {
    throw new UsageError(`line ${lineNumber}: needs height, txIndex, kind (inscribe|transfer), inscriptionId and to`);
  }
  return line as ReplayLine;
}

function toEvent(line: ReplayLine): Brc20Event {
  if (line.kind === 'transfer') {
    return {
      kind: 'transfer',
      txIndex: line.txIndex,
      inscriptionId: line.inscriptionId,
      to: line.toFee ? null : line.to,
    };
  }
  return {
    kind: 'inscribe',
    txIndex: line.txIndex,
    owner: line.to,
    inscription: {
      inscriptionId: line.inscriptionId,
      contentType: line.contentType ?? null,
      content: new TextEncoder().encode(line.content ?? ''),
      cursed: false,
      parentIds: [],
    },
  };
}

/** Lines grouped into blocks by height, in file order. */
function blocks(lines: readonly ReplayLine[]): Brc20Block[] {
  const byHeight: Brc20Block[] = [];
  for (const line of lines) {
    const last = byHeight.at(-1);
    if (last?.height === line.height)
      byHeight[byHeight.length - 1] = { ...last, events: [...last.events, toEvent(line)] };
    else byHeight.push({ height: line.height, events: [toEvent(line)] });
  }
  return byHeight;
}

function summary(state: Brc20LedgerState): unknown {
  return Object.fromEntries(
    [...state.tokens.values()].map((token) => {
      const amount = (value: bigint): string => formatBrc20Amount(value, token.dec);
      const holders: ReadonlyMap<string, Brc20Balance> = state.holders.get(token.tick) ?? new Map();
      return [
        token.displayTick,
        {
          deploy: {
            inscriptionId: token.deployInscriptionId,
            max: amount(token.max),
            lim: amount(token.lim),
            dec: token.dec,
          },
          minted: amount(token.minted),
          holders: holders.size,
          balances: Object.fromEntries(
            [...holders].map(([address, balance]) => [
              address,
              { available: amount(balance.available), transferable: amount(balance.transferable) },
            ]),
          ),
        },
      ];
    }),
  );
}

/** `ordmarket brc20 replay <events.jsonl>`: applies the events and prints every tick's supply and balances. */
export function brc20Command(args: readonly string[]): unknown {
  const [subcommand, file] = args;
  if (subcommand !== 'replay' || !file) throw new UsageError('usage: ordmarket brc20 replay <events.jsonl>');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trim(), lineNumber: index + 1 }))
    .filter(({ text }) => text !== '')
    .map(({ text, lineNumber }) => readLine(text, lineNumber));
  const state = blocks(lines).reduce((ledger, block) => applyBrc20Block(ledger, block).state, emptyBrc20Ledger);
  return summary(state);
}
