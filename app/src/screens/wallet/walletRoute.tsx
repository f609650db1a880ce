import { WalletScreen } from './WalletScreen';

export function Component() {
  return <WalletScreen />;
}
