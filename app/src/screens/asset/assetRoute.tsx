import { useParams } from 'react-router';
import { AssetScreen } from './AssetScreen';

/** /assets/{txid}: the txid segment is the inscription id, `<txid>i<index>`. */
export function Component() {
  const { txid = '' } = useParams();
  return <AssetScreen key={txid} inscriptionId={txid} />;
}
