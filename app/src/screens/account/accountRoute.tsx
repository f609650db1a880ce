import { AccountScreen } from './AccountScreen';

export function Component() {
  return <AccountScreen />;
}
