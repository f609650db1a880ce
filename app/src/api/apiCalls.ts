// The request body and answered `data` of every API call, read from the types generated from the server's
// OpenAPI document (apiSchema.d.ts), so a renamed field breaks the app's build rather than a screen.
import type { paths } from './apiSchema';

type JsonContent<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never;

/** Every path the API answers by POST with the `{code, msg, data}` envelope. */
export type ApiPath = {
  [Path in keyof paths]: paths[Path] extends { post: { responses: { 200: unknown } } } ? Path : never;
}[keyof paths];

type PostOf<Path extends ApiPath> = paths[Path]['post'];

/** What a call sends: the JSON body its zod schema validates (optional when the schema allows none). */
export type ApiBody<Path extends ApiPath> =
  PostOf<Path> extends { requestBody: infer Body }
    ? JsonContent<Body>
    : PostOf<Path> extends { requestBody?: infer Body }
      ? JsonContent<Body> | undefined
      : undefined;

/** What a successful call answers under `data`. */
export type ApiData<Path extends ApiPath> =
  JsonContent<PostOf<Path>['responses'][200]> extends { data: infer Data } ? Data : never;
