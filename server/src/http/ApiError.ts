import { errorCodes, type ErrorName } from './errorCodes';

/** A refusal the API answers as `{code, msg, data: null}`; `msg` is what the user reads. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly statusCode: number;

  constructor(
    readonly errorName: ErrorName,
    message: string,
  ) {
    super(message);
    this.code = errorCodes[errorName].code;
    this.statusCode = errorCodes[errorName].status;
  }
}
