import { loadConfig, readsChainOverHttp } from './config/config';
import { startServer } from './startServer';

/** `npm start`: the marketplace server on the embedded defaults unless the environment says otherwise. */
const config = loadConfig(process.env);
if (!readsChainOverHttp(config) && config.SEED_MARKET) {
  process.stdout.write(
    'Starting Ordmarket. On an empty devnet the first start inscribes the demo market (about 15 s).\n',
  );
}
const server = await startServer(config);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) {
    // A second Ctrl-C means now.
    process.exit(1);
  }
  stopping = true;
  server.app.log.info({ signal }, 'shutting down');
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// Only once a stop is handled: whoever reads the URL may stop the server at once, and must find it stopping cleanly.
const where = config.DATABASE_URL === undefined ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
process.stdout.write(`\nOrdmarket is running on ${config.NETWORK} (${where}).\nOpen ${server.url}\n\n`);
