/** The command line itself was wrong (not the data it named): the CLI prints usage and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
