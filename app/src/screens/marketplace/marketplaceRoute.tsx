import { Navigate, useParams } from 'react-router';
import { isMarketplaceTab } from './marketplaceTabs';
import { MarketplaceScreen } from './MarketplaceScreen';

/** /marketplace/{id}: the id is the open tab; any other id is a page that does not exist. */
export function Component() {
  const { id } = useParams();
  if (!isMarketplaceTab(id)) return <Navigate to="/404" replace />;
  return <MarketplaceScreen tab={id} />;
}
