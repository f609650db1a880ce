/** A devnet control the operator asked for that cannot be done (bad faucet address, rollback past genesis). */
export class DevnetRefusal extends Error {
  override readonly name = 'DevnetRefusal';
}
