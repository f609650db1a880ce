import { readFile } from 'node:fs/promises';
import type { NetworkName } from '@ordmarket/protocol';
import { catalogSchema, type CatalogCollection } from './catalogSchema';

/** COLLECTIONS_FILE read and checked whole: a mistake stops the start, naming the file, the place and the reason. */
export async function loadCatalogFile(path: string, network: NetworkName): Promise<CatalogCollection[]> {
  const refuse = (reason: string) => new Error(`Invalid server configuration. COLLECTIONS_FILE (${path}): ${reason}`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw refuse(`cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('is not JSON');
  }
  const parsed = catalogSchema(network).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(the file)'}: ${issue.message}`);
    const more = parsed.error.issues.length > 5 ? `; and ${parsed.error.issues.length - 5} more` : '';
    throw refuse(`${problems.join('; ')}${more}`);
  }
  return parsed.data;
}
