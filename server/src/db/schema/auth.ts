import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** A person as the marketplace knows them: nothing but the wallet addresses they proved they own. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** A wallet address that signed in; an address belongs to exactly one user. Addresses are kept lowercase. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    address: text('address').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key'),
    wallet: text('wallet').notNull(),
    firstSeenAt: moment('first_seen_at').notNull().defaultNow(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('user_addresses_user_id_idx').on(table.userId)],
);

/** A one-time message a wallet signs to sign in; `used_at` is set by the one login that consumes it. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    /** The caller (IP, or IPv6 /64) that asked, for the limits per caller; gone with the row. */
    requesterIp: text('requester_ip').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    index('sign_in_challenges_address_idx').on(table.address, table.createdAt),
    index('sign_in_challenges_requester_ip_idx').on(table.requesterIp, table.expiresAt),
    index('sign_in_challenges_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * One signed-in session: the chain of refresh tokens that replaced each other since a login. Revoking the
 * family ends the session, whichever of its tokens is presented next.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    /** The app that holds the session; set by the first refresh when the login did not name one. */
    clientId: text('client_id'),
    createdAt: moment('created_at').notNull().defaultNow(),
    revokedAt: moment('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('refresh_token_families_user_id_idx').on(table.userId)],
);

/** A refresh token, kept only as its SHA-256 hash; `used_at` is set when it is swapped for the next one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);

/**
 * A sign-in shown as a QR code on one device and approved by a wallet on another. The tokens are made when
 * the showing device collects them (`claimed_at`), so they are never stored.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    /** The IP address that asked for the code, for the cap on live codes per IP; gone with the row. */
    requesterIp: text('requester_ip').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    address: text('address'),
    approvedAt: moment('approved_at'),
    claimedAt: moment('claimed_at'),
  },
  (table) => [
    index('qr_logins_requester_ip_idx').on(table.requesterIp, table.expiresAt),
    index('qr_logins_expires_at_idx').on(table.expiresAt),
  ],
);
