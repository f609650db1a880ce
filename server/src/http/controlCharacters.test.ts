import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenFor } from '../auth/testing/testSession';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { postJson, startTestServer } from '../testing/startTestServer';
import { embeddedTestDatabases } from '../testing/testDatabases';
import { fieldWithControlCharacter, urlPartWithControlCharacter } from './controlCharacters';

describe('finding control characters', () => {
  it('names the field of a string or object key that holds one, however deep', () => {
    expect(fieldWithControlCharacter({ name: 'a\u0000b' })).toBe('name');
    expect(fieldWithControlCharacter({ filter: { traits: [{ value: 'ok' }, { value: '\u001f' }] } })).toBe(
      'filter.traits.1.value',
    );
    expect(fieldWithControlCharacter({ filter: { 'a\u0000': 1 } })).toBe('filter.a\\u0000');
    expect(fieldWithControlCharacter({ note: 'bye\u007f' })).toBe('note');
    expect(fieldWithControlCharacter('\u0008')).toBe('body');
    expect(fieldWithControlCharacter(['x', '\u000b'])).toBe('1');
  });

  it('lets tab, line breaks, other text and other JSON values through', () => {
    expect(fieldWithControlCharacter({ text: 'a\tb\nc\r\n', emoji: '🟧 ü 中', n: 1, no: null, yes: true })).toBe(
      undefined,
    );
    expect(fieldWithControlCharacter(undefined)).toBe(undefined);
    // U+0080..U+009F are C1 controls, not C0: printable enough for PostgreSQL and not this rule's business.
    expect(fieldWithControlCharacter({ c1: '\u0085' })).toBe(undefined);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(fieldWithControlCharacter(deep)).toMatch(/^0(\.0)*$/);
  });

  it('finds one in a URL path or query, percent-encoded or not', () => {
    expect(urlPartWithControlCharacter('/content/%00')).toBe('path');
    expect(urlPartWithControlCharacter('/content/%7F')).toBe('path');
    expect(urlPartWithControlCharacter('/content/%1f?x=1')).toBe('path');
    expect(urlPartWithControlCharacter('/collections?q=a%00')).toBe('query');
    expect(urlPartWithControlCharacter('/collections?q=a\u0001')).toBe('query');
    expect(urlPartWithControlCharacter('/collections?q=a%09b%0A%0d%20%25%7E%C3%BC')).toBe(undefined);
    expect(urlPartWithControlCharacter('/collections/%2500')).toBe(undefined);
  });
});

/** A string for a schema property: a valid-looking value with a NUL inside. */
const poisoned = (name: string) => `${name}\u0000x`;

function requestProperties(operation: OpenAPIV3.OperationObject): Record<string, OpenAPIV3.SchemaObject> {
  const body = operation.requestBody;
  if (!body || '$ref' in body) return {};
  const schema = body.content['application/json']?.schema;
  if (!schema || '$ref' in schema) return {};
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      '$ref' in property ? [] : [[name, property]],
    ),
  );
}

/**
 * Every POST endpoint of /openapi.json and the server's GET paths, sent a NUL (or another control character)
 * with a valid access token, so nothing but the control-character rule stands between the request and the
 * handler: always the invalidRequest envelope naming the field, never a 5xx.
 */
describe.each(embeddedTestDatabases)('control characters in requests ($name)', ({ open }) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let token: string;
  let operations: Array<[string, OpenAPIV3.OperationObject]> = [];

  beforeAll(async () => {
    database = await open();
    server = await startTestServer(database, { RATE_LIMIT_PER_MINUTE: '100000' });
    token = await sessionTokenFor(server.services, {
      userId: '00000000-0000-4000-8000-000000000001',
      address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    });
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenAPIV3.Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) => (item?.post ? [[path, item.post]] : []));
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('refuses a NUL in any string field of every POST endpoint', async () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const [path, operation] of operations) {
      const stringFields = Object.entries(requestProperties(operation)).flatMap(([name, property]) =>
        property.type === 'string' ? [name] : [],
      );
      // At least one top-level string field, also for endpoints whose body has none.
      const fields = stringFields.length > 0 ? stringFields : ['name'];
      const body = Object.fromEntries(fields.map((name) => [name, poisoned(name)]));
      const answer = await postJson(server.url, path, body, { authorization: `Bearer ${token}` });
      expect([path, answer.status, answer.body.code, answer.body.data]).toEqual([path, 400, 10010001, null]);
      const named = /^Invalid request\. (\S+): must not contain control characters\./.exec(answer.body.msg)?.[1];
      expect([path, fields.includes(named ?? '')]).toEqual([path, true]);
    }
  });

  it('refuses every C0 control but tab and line breaks, and DEL, in nested fields and keys', async () => {
    const path = '/btc/ordinals/search_collections';
    for (const code of [...Array.from({ length: 32 }, (_, index) => index), 0x7f]) {
      if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
      const character = String.fromCharCode(code);
      const nested = await postJson(server.url, path, { keyword: 'c', filter: { traits: [`a${character}`] } });
      expect([code, nested.status, nested.body.code]).toEqual([code, 400, 10010001]);
      expect(nested.body.msg).toContain('filter.traits.0: must not contain control characters');
      const key = await postJson(server.url, path, { [`id${character}`]: 'c' });
      expect([code, key.body.code, key.body.msg]).toEqual([
        code,
        10010001,
        `Invalid request. ${JSON.stringify(`id${character}`).slice(1, -1)}: must not contain control characters. Remove them and try again.`,
      ]);
    }
    // Tab and line breaks are text: the route's own validation answers instead.
    const text = await postJson(server.url, path, { keyword: 'a\tb\nc\r' });
    expect(text.status).toBeLessThan(500);
    expect(text.body.msg).not.toContain('control characters');
  });

  it.each([
    ['/content/%00', 'path'],
    [`/content/${'ab'.repeat(32)}i0%7F`, 'path'],
    ['/mempool/api/address/tb1q%00', 'path'],
    ['/mempool/api/address/tb1q%00/utxo', 'path'],
    ['/mempool/testnet/api/tx/%00/hex', 'path'],
    ['/mempool/api/block-height/1%1F', 'path'],
    ['/btc/brc_20/deploy_icon/%00', 'path'],
    ['/collections/%00', 'path'],
    ['/no/such/path%00', 'path'],
    ['/mempool/api/blocks/tip/height?x=%00', 'query'],
    ['/collections?q=%01', 'query'],
    ['/openapi.json?%00=1', 'query'],
  ])('refuses GET %s with the envelope naming the %s', async (url, part) => {
    const response = await fetch(new URL(url, server.url), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 10010001,
      msg: `Invalid request. ${part}: must not contain control characters. Remove them and try again.`,
      data: null,
    });
  });

  it('refuses a control character in the URL of a POST too, before reading the body', async () => {
    const answer = await postJson(server.url, '/api/v1/health?probe=%00', {});
    expect([answer.status, answer.body.code]).toEqual([400, 10010001]);
    expect(answer.body.msg).toContain('query: must not contain control characters');
  });
});
