/** Spec §8: a cancellation in any wallet rejects with exactly this message. */
export const userCanceledMessage = 'User Canceled';

export class UserCanceledError extends Error {
  override readonly name = 'UserCanceledError';

  constructor() {
    super(userCanceledMessage);
  }
}

export function isUserCanceled(error: unknown): boolean {
  return error instanceof Error && error.message === userCanceledMessage;
}
