import { CollectionsScreen } from './CollectionsScreen';

export function Component() {
  return <CollectionsScreen />;
}
