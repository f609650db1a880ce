export { startServer, type RunningServer, type StartOptions } from './startServer';
export { loadConfig, type ServerConfig } from './config/config';
export { openDatabase, type Database, type DatabaseHandle } from './db/database';
export type { PageRequest, RenderPage } from './http/renderedPages';
