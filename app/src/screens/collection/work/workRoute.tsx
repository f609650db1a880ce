import { useParams } from 'react-router';
import { WorkScreen } from './WorkScreen';

export function Component() {
  const { id = '' } = useParams();
  return <WorkScreen key={id} collectionId={id} />;
}
