/**
 * Where an uploaded deploy icon is served: `${deployIconPath}/<icon id>`. The ledger's tick reads answer it with each
 * tick, and the market's icon routes serve it there.
 */
export const deployIconPath = '/btc/brc_20/deploy_icon';
