import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reply, ReplayServer } from './replayServer';

/**
 * One recorded exchange, as stored in a recorded/*.json file: the request and the host's answer. A JSON
 * body is kept as JSON (readable, diffable); a text body (hex, txids, heights) as a string.
 */
export interface Recording {
  endpoint: string;
  request: { method: 'GET' | 'POST'; path: string };
  response: { status: number; contentType: string; body: unknown };
}

export function loadRecordings(directory: string): Map<string, Recording> {
  const recordings = new Map<string, Recording>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
    const recording = JSON.parse(readFileSync(join(directory, file), 'utf8')) as Recording;
    recordings.set(file.replace(/\.json$/, ''), recording);
  }
  return recordings;
}

export function recordedReply(recording: Recording): Reply {
  const { status, contentType, body } = recording.response;
  const text = typeof body === 'string' && !contentType.startsWith('application/json') ? body : JSON.stringify(body);
  return { status, headers: { 'content-type': contentType }, body: text };
}

/** Routes every recording on the server. */
export function replayAll(server: ReplayServer, recordings: Map<string, Recording>): void {
  for (const recording of recordings.values()) {
    server.route(recording.request.method, recording.request.path, recordedReply(recording));
  }
}

/** The recording named `name`, failing loudly when the fixture file is missing. */
export function recording(recordings: Map<string, Recording>, name: string): Recording {
  const found = recordings.get(name);
  if (found === undefined) throw new Error(`No recorded/${name}.json`);
  return found;
}
