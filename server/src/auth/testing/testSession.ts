import { users } from '../../db/schema';
import type { SignedInUser } from '../../http/callerAccess';
import type { Services } from '../../http/services';
import { sessions } from '../sessions';

/**
 * An access token of a real session for `user`, as a sign-in makes one, for tests that act as a trader without
 * signing a challenge; the user row is made when the test names a new one. Test-only.
 */
export async function sessionTokenFor(
  services: Pick<Services, 'database' | 'tokens' | 'config' | 'authClock'>,
  user: SignedInUser,
): Promise<string> {
  await services.database.db.insert(users).values({ id: user.userId }).onConflictDoNothing();
  return (await sessions(services).start(user)).access_token;
}
