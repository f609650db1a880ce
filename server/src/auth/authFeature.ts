import type { Feature } from '../http/services';
import { qrLoginRoutes } from './qrLoginRoutes';
import { sessionRoutes } from './sessionRoutes';
import { sessions } from './sessions';
import { signInRoutes } from './signInRoutes';
import { userAddressRoutes } from './userAddressRoutes';

/** Wallet sign-in: challenge and QR sign-in, token refresh, logout and the user's addresses. */
export const authFeature: Feature = (app, services, done) => {
  const userSessions = sessions(services);
  for (const register of [
    signInRoutes(userSessions),
    sessionRoutes(userSessions),
    qrLoginRoutes(userSessions),
    userAddressRoutes,
  ]) {
    register(app, services);
  }
  done();
};
