import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { parseAddress, type ParsedAddress } from './parseAddress';

/** The mint order's refund address: any valid address of the network (spec §5), else 'Address format error'. */
export function checkRefundAddress(address: string, network: NetworkName): ParsedAddress {
  try {
    return parseAddress(address, network);
  } catch {
    throw new ProtocolError('refund-address-format', 'Address format error');
  }
}
