// Where the session's tokens live between page loads: localStorage in the browser (spec §3 "Locally kept").
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionTokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

export interface TokenStore {
  readonly accessToken: () => string | undefined;
  readonly refreshToken: () => string | undefined;
  readonly save: (tokens: SessionTokens) => void;
  readonly clear: () => void;
}

const accessTokenKey = 'access_token';
const refreshTokenKey = 'refresh_token';

export function createTokenStore(storage: TokenStorage): TokenStore {
  const read = (key: string): string | undefined => {
    const value = storage.getItem(key);
    return value === null || value === '' ? undefined : value;
  };
  return {
    accessToken: () => read(accessTokenKey),
    refreshToken: () => read(refreshTokenKey),
    save: (tokens) => {
      storage.setItem(accessTokenKey, tokens.access_token);
      storage.setItem(refreshTokenKey, tokens.refresh_token);
    },
    clear: () => {
      storage.removeItem(accessTokenKey);
      storage.removeItem(refreshTokenKey);
    },
  };
}
