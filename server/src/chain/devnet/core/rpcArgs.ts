import { RpcError, rpcCodes } from './rpcError';

/**
 * A method's parameters as Bitcoin Core declares and checks them (src/rpc/util.cpp: RPCHelpMan::HandleRequest,
 * RPCArg::MatchesType; src/rpc/server.cpp: transformNamedArguments), and the readers its methods call on them
 * (UniValue's getInt/get_bool/get_str, ParseHashV, ParseVerbosity).
 */

/** What the type check expects; 'unchecked' is an amount or a verbosity, which their readers check. */
export type ArgType = 'string' | 'number' | 'bool' | 'array' | 'unchecked';

export interface ArgSpec {
  /** The name and its aliases (`verbosity|verbose`), any of which a named call may use. */
  readonly names: string;
  readonly type: ArgType;
  readonly required: boolean;
  /** How the help's one-line summary writes it: `"blockhash"` for text, `height` for the rest. */
  readonly usage: string;
}

/** An argument; `usage` defaults to how RPCArg::ToString(oneline) writes its type. */
export function arg(names: string, type: ArgType, required: boolean, usage?: string): ArgSpec {
  const [first = names] = names.split('|');
  return { names, type, required, usage: usage ?? (type === 'string' ? `"${first}"` : first) };
}

/** UniValue's uvTypeName of a parsed JSON value. */
export function jsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

function expectedTypeName(type: Exclude<ArgType, 'unchecked'>): string {
  return type === 'bool' ? 'bool' : type;
}

/** UniValue::checkType's type_error, which Core's ExecuteCommand answers as RPC_TYPE_ERROR. */
function typeError(value: unknown, expected: string): RpcError {
  return new RpcError(
    rpcCodes.typeError,
    `JSON value of type ${jsonTypeName(value)} is not of expected type ${expected}`,
  );
}

/** RPCHelpMan::ToString's first lines: the one-line summary and the description (the argument and result docs left out). */
export function helpText(name: string, description: string, specs: readonly ArgSpec[]): string {
  let line = name;
  let optional = false;
  for (const spec of specs) {
    if (!spec.required && !optional) line += ' (';
    if (spec.required && optional) line += ' )';
    optional = !spec.required;
    line += ` ${spec.usage}`;
  }
  if (optional) line += ' )';
  return `${line}\n\n${description}\n`;
}

/**
 * Named parameters in declaration order, nulls filling the holes between given ones but not after the last;
 * `args` may carry leading positional ones. Unknown names answer -8 as Core does.
 */
export function positionalParams(named: Readonly<Record<string, unknown>>, specs: readonly ArgSpec[]): unknown[] {
  const remaining = new Map(Object.entries(named));
  const params: unknown[] = [];
  let hole = 0;
  let initialHole = 0;
  let initialName: string | undefined;
  for (const spec of specs) {
    const name = spec.names.split('|').find((alias) => remaining.has(alias));
    if (name === undefined) {
      hole += 1;
      if (params.length === 0) initialHole = hole;
      continue;
    }
    for (; hole > 0; hole -= 1) params.push(null);
    initialName ??= spec.names;
    params.push(remaining.get(name));
    remaining.delete(name);
  }
  // Core extracts `args` whatever it holds and uses it only when it is an array.
  const positional: unknown = remaining.get('args');
  remaining.delete('args');
  let result = params;
  if (Array.isArray(positional)) {
    if (initialName !== undefined && initialHole < positional.length) {
      throw new RpcError(
        rpcCodes.invalidParameter,
        `Parameter ${initialName} specified twice both as positional and named argument`,
      );
    }
    result = [...(positional as unknown[]), ...params.slice(positional.length)];
  }
  const [unknown] = remaining.keys();
  if (unknown !== undefined) throw new RpcError(rpcCodes.invalidParameter, `Unknown named parameter ${unknown}`);
  return result;
}

/**
 * RPCHelpMan::HandleRequest's checks: the number of parameters (else the help text, as -1) and each one's JSON
 * type (else -3 "Wrong type passed" listing every mismatch).
 */
export function checkParams(help: string, specs: readonly ArgSpec[], params: readonly unknown[]): void {
  const requiredCount = specs.findLastIndex((spec) => spec.required) + 1;
  if (params.length < requiredCount || params.length > specs.length) throw new RpcError(rpcCodes.miscError, help);
  const mismatches: Record<string, string> = {};
  specs.forEach((spec, index) => {
    const value = params[index] ?? null;
    if (spec.type === 'unchecked' || (!spec.required && value === null)) return;
    if (jsonTypeName(value) !== expectedTypeName(spec.type)) {
      mismatches[`Position ${index + 1} (${spec.names})`] =
        `JSON value of type ${jsonTypeName(value)} is not of expected type ${expectedTypeName(spec.type)}`;
    }
  });
  if (Object.keys(mismatches).length > 0) {
    throw new RpcError(rpcCodes.typeError, `Wrong type passed:\n${JSON.stringify(mismatches, null, 4)}`);
  }
}

/** UniValue::getInt<int>: a number, whole and within 32 bits, else "JSON integer out of range" (-1). */
export function intParam(value: unknown): number {
  if (typeof value !== 'number') throw typeError(value, 'number');
  if (!Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31) {
    throw new RpcError(rpcCodes.miscError, 'JSON integer out of range');
  }
  return value;
}

export function boolParam(value: unknown): boolean {
  if (typeof value !== 'boolean') throw typeError(value, 'bool');
  return value;
}

export function arrayParam(value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw typeError(value, 'array');
  return value as unknown[];
}

export function stringParam(value: unknown): string {
  if (typeof value !== 'string') throw typeError(value, 'string');
  return value;
}

/** ParseHashV: 64 hex digits (either case), answered lowercase; -8 naming the parameter otherwise. */
export function hashParam(value: unknown, name: string): string {
  const text = stringParam(value);
  if (/^[0-9a-fA-F]{64}$/.test(text)) return text.toLowerCase();
  if (text.length !== 64) {
    throw new RpcError(rpcCodes.invalidParameter, `${name} must be of length 64 (not ${text.length}, for '${text}')`);
  }
  throw new RpcError(rpcCodes.invalidParameter, `${name} must be hexadecimal string (not '${text}')`);
}

/** ParseVerbosity: absent is the default, true/false are 1/0, anything else an int. */
export function verbosityParam(value: unknown, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return intParam(value);
}
