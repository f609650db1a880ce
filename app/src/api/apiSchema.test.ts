// apiSchema.d.ts is committed; this fails when a server schema changed and nobody ran `npm run api:types`.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { apiSchemaPath, fetchOpenApiDocument, renderApiSchema } from '../../scripts/apiSchemaSource';

it("matches what the server's /openapi.json generates today (else run `npm run api:types -w @ordmarket/app`)", async () => {
  const generated = await renderApiSchema(await fetchOpenApiDocument());
  const committed = await readFile(apiSchemaPath, 'utf8');
  expect(
    committed === generated,
    'app/src/api/apiSchema.d.ts is stale: run `npm run api:types -w @ordmarket/app`',
  ).toBe(true);
});
