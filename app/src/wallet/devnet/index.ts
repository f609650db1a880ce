// `@ordmarket/app/devnet`: the devnet wallet's key as tests and benchmarks hand it to a page, without the app's UI
// (Node scripts run outside the bundler load this entry alone).
export { devnetKeyStorageKey } from './devnetKeyStore';
export { importDevnetKey, type DevnetKey } from './devnetKey';
