import type { Devnet } from '../chain/devnet/Devnet';
import type { DemoWallet } from './demoWallet';
import type { WalletPurses } from './walletPurses';

/**
 * The studio mines the market's first block to itself and pays every trader from that coinbase. Not the
 * faucet: its payments spend the treasury's coins, random per devnet, and everything the seed writes would
 * inherit other txids. A coinbase of a backdated block is the same on every devnet, so the same seed
 * inscribes the same inscription ids.
 */
export async function fundWallets(
  devnet: Devnet,
  purses: WalletPurses,
  studio: DemoWallet,
  traders: readonly DemoWallet[],
  time: number,
): Promise<void> {
  const [block] = await devnet.mine(1, { timestamp: time, payoutAddress: studio.address });
  const coinbaseTxid = block?.txids[0];
  const reward = coinbaseTxid === undefined ? undefined : (await devnet.transaction(coinbaseTxid))?.vout[0]?.value;
  if (coinbaseTxid === undefined || reward === undefined) throw new Error('the devnet mined no coinbase to the studio');
  purses.receive(studio, { txid: coinbaseTxid, vout: 0, value: BigInt(reward), inscriptions: 'none' });
  await purses.broadcast(
    purses.pay(
      studio,
      traders.map((trader) => ({ script: trader.outputScript, value: traderFunding })),
    ),
  );
}

/** Each trader's starting balance: a few dozen purchases of the dearest collections. */
const traderFunding = 300_000_000n;
