// Every table of the server, one file per area. drizzle-kit reads this to generate migrations.
export * from './settings';
export * from './auth';
export * from './brc20';
export * from './market';
export * from './devnet';
export * from './indexer';
export * from './seed';
export * from './purchase';
export * from './inscribing';
export * from './blindBox';
