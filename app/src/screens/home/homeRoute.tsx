import { HomeScreen } from './HomeScreen';

export function Component() {
  return <HomeScreen />;
}
