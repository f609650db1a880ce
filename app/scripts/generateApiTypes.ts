// Regenerates app/src/api/apiSchema.d.ts; run after changing any server route schema, then commit the file.
import { writeFile } from 'node:fs/promises';
import { apiSchemaPath, fetchOpenApiDocument, renderApiSchema } from './apiSchemaSource';

await writeFile(apiSchemaPath, await renderApiSchema(await fetchOpenApiDocument()));
console.log(`Wrote ${apiSchemaPath}`);
