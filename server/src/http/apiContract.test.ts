import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { embeddedTestDatabases } from '../testing/testDatabases';
import { postJson, startTestServer } from '../testing/startTestServer';

const bodyLimit = 64 * 1024;

/** A value of the wrong JSON type for a schema property: a number for a string, a string for the rest. */
function wrongTypeFor(schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined): unknown {
  if (schema && 'type' in schema && schema.type === 'string') return 12_345;
  if (schema && 'type' in schema && schema.type === 'object') return 'not an object';
  return 'not a number';
}

function requestSchema(operation: OpenAPIV3.OperationObject): OpenAPIV3.SchemaObject | undefined {
  const body = operation.requestBody;
  if (!body || '$ref' in body) return undefined;
  const schema = body.content['application/json']?.schema;
  return schema && !('$ref' in schema) ? schema : undefined;
}

/**
 * Every POST endpoint the OpenAPI document lists, driven over real HTTP with bad input: never a 5xx, always
 * an envelope with a non-zero code and a message a person can act on.
 */
describe.each(embeddedTestDatabases)('every endpoint refuses bad input clearly ($name)', ({ open }) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let operations: Array<[string, OpenAPIV3.OperationObject]> = [];

  beforeAll(async () => {
    database = await open();
    server = await startTestServer(database, { BODY_LIMIT_BYTES: String(bodyLimit) });
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenAPIV3.Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) => (item?.post ? [[path, item.post]] : []));
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('documents the spec paths in /openapi.json', () => {
    const paths = operations.map(([path]) => path);
    expect(paths).toContain('/api/v1/health');
    expect(paths.length).toBeGreaterThan(60);
  });

  it('answers garbage JSON with code 10010002', async () => {
    for (const [path] of operations) {
      const { status, body } = await postJson(server.url, path, '{"not json');
      expect([path, status, body.code]).toEqual([path, 400, 10010002]);
      expect(body.msg).toBe('The request body is not valid JSON.');
    }
  });

  it('answers a body over the limit with code 10010003', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(bodyLimit + 1) });
    for (const [path] of operations) {
      const { status, body } = await postJson(server.url, path, huge);
      expect([path, status, body.code]).toEqual([path, 413, 10010003]);
    }
  });

  it('answers missing fields and wrong types with code 10010001 naming the field', async () => {
    for (const [path, operation] of operations) {
      const schema = requestSchema(operation);
      const required = schema?.required ?? [];
      if (required.length > 0) {
        const { status, body } = await postJson(server.url, path, {});
        expect([path, status, body.code]).toEqual([path, 400, 10010001]);
        expect(body.msg).toContain(required[0]);
      }
      const properties = Object.entries(schema?.properties ?? {});
      if (properties.length === 0) continue;
      const wrong = Object.fromEntries(properties.map(([name, property]) => [name, wrongTypeFor(property)]));
      const { status, body } = await postJson(server.url, path, wrong);
      expect([path, status, body.code]).toEqual([path, 400, 10010001]);
      expect(body.msg).toMatch(/^Invalid request\. \S/);
    }
  });

  it('never answers a 5xx to a top-level array, a string or null', async () => {
    for (const [path] of operations) {
      for (const payload of ['[]', '"text"', 'null', '12']) {
        const { status, body } = await postJson(server.url, path, payload);
        expect([path, payload, status < 500]).toEqual([path, payload, true]);
        expect(body.msg.length).toBeGreaterThan(0);
      }
    }
  });
});
