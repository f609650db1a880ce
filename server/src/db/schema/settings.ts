import { pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** Values the server generates once and must keep across restarts (the token signing secret, say). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});
