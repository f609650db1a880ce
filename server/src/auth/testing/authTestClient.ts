// Drives the sign-in API over HTTP the way the app does, for the auth tests.
import { postJson } from '../../testing/startTestServer';
import type { TestWallet } from './testWallet';

export interface Answer<Data> {
  status: number;
  code: number;
  msg: string;
  data: Data;
}

export async function call<Data = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body: unknown,
  accessToken?: string,
): Promise<Answer<Data>> {
  const headers: Record<string, string> = accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` };
  const answer = await postJson(baseUrl, path, body, headers);
  return { status: answer.status, code: answer.body.code, msg: answer.body.msg, data: answer.body.data as Data };
}

export interface Challenge {
  challenge_id: string;
  message: string;
  expires_at: string;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  address: string;
}

export const requestChallenge = (baseUrl: string, address: string) =>
  call<Challenge>(baseUrl, '/api/v1/user/ordinals/challenge', { address });

/** Asks for a challenge, signs it with `signer` (the wallet itself unless a test says otherwise), logs in. */
export async function signIn(
  baseUrl: string,
  wallet: TestWallet,
  signer: TestWallet = wallet,
): Promise<Answer<Tokens>> {
  const challenge = await requestChallenge(baseUrl, wallet.address);
  return call<Tokens>(baseUrl, '/api/v1/user/ordinals/login', {
    challenge_id: challenge.data.challenge_id,
    address: wallet.address,
    signature: signer.sign(challenge.data.message),
    public_key: wallet.publicKey,
    wallet: 'unisat',
  });
}

export const refresh = (baseUrl: string, refreshToken: string) =>
  call<Tokens & { token_type: string }>(baseUrl, '/v1/oauth2/token', {
    refresh_token: refreshToken,
    client_id: 'ordmarket-web',
    grant_type: 'refresh_token',
  });
