import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokens } from './accessToken';

const secret = new TextEncoder().encode('a test secret of at least 32 characters!');
const user = { userId: '00000000-0000-4000-8000-000000000007', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' };
const session = '11111111-1111-4111-8111-111111111111';

describe('access tokens', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  /** Tokens over a clock the test sets and a set of ended sessions it fills; counts the session reads. */
  function harness() {
    let now = start;
    const ended = new Set<string>();
    const reads: string[] = [];
    const tokens = accessTokens({
      secret,
      ttlSeconds: 900,
      now: () => now,
      isSessionOpen: (sessionId) => {
        reads.push(sessionId);
        return Promise.resolve(!ended.has(sessionId));
      },
    });
    return { tokens, ended, reads, skip: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error as { code?: number }).code,
    );

  it('names the session and asks, on every call, whether it is still open', async () => {
    const { tokens, reads } = harness();
    const token = await tokens.issue(user, session);
    expect(await tokens.authenticate(`Bearer ${token}`)).toEqual(user);
    expect(await tokens.authenticate(`Bearer ${token}`)).toEqual(user);
    expect(reads).toEqual([session, session]);
  });

  it('refuses a token of an ended session as invalid (75000), at once', async () => {
    const { tokens, ended } = harness();
    const token = await tokens.issue(user, session);
    ended.add(session);
    expect(await refusal(tokens.authenticate(`Bearer ${token}`))).toBe(75000);
  });

  it('refuses a token that names no session, even one signed with the key', async () => {
    const { tokens } = harness();
    const sessionless = await new SignJWT({ addr: user.address })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('ordmarket')
      .setIssuedAt(Math.floor(start.getTime() / 1000))
      .setExpirationTime(Math.floor(start.getTime() / 1000) + 900)
      .sign(secret);
    expect(await refusal(tokens.authenticate(`Bearer ${sessionless}`))).toBe(75000);
  });

  it('answers an expired token as expired (65000), asking nothing', async () => {
    const { tokens, reads, skip } = harness();
    const token = await tokens.issue(user, session);
    skip(900);
    expect(await refusal(tokens.authenticate(`Bearer ${token}`))).toBe(65000);
    expect(reads).toEqual([]);
  });
});
