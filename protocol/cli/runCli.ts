import { ProtocolError } from '../src/index';
import { brc20Command } from './brc20Command';
import { inscriptionsCommand } from './inscriptionsCommand';
import { toJson } from './json';
import { listingCommand } from './listingCommand';
import { UsageError } from './UsageError';

export interface CliResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

const commands: Record<string, (args: readonly string[]) => unknown> = {
  inscriptions: inscriptionsCommand,
  listing: listingCommand,
  brc20: brc20Command,
};

const help = 'usage: ordmarket <inscriptions|listing|brc20> ... (see the README)';

/** Runs one CLI invocation: JSON on stdout, or the exact error on stderr with exit code 1 (2 for usage). */
export function runCli(argv: readonly string[]): CliResult {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) return { stdout: '', stderr: `${help}\n`, exitCode: 2 };
  try {
    return { stdout: `${toJson(command(args))}\n`, stderr: '', exitCode: 0 };
  } catch (error) {
    if (error instanceof UsageError) return { stdout: '', stderr: `${error.message}\n`, exitCode: 2 };
    if (error instanceof ProtocolError) return { stdout: '', stderr: `${error.message}\n`, exitCode: 1 };
    throw error;
  }
}
