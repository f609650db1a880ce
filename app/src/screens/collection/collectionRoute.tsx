import { useParams } from 'react-router';
import { CollectionScreen } from './CollectionScreen';

export function Component() {
  const { id = '' } = useParams();
  // A new collection starts from a fresh screen: filters, cart binding and tab are per collection.
  return <CollectionScreen key={id} collectionId={id} />;
}
