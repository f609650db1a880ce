import { useParams } from 'react-router';
import { QrApprovalScreen } from './QrApprovalScreen';

export function Component() {
  const { requestId = '' } = useParams();
  return <QrApprovalScreen key={requestId} requestId={requestId} />;
}
