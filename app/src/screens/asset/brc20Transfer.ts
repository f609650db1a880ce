import { parseBrc20Operation } from '@ordmarket/protocol';

/**
 * Whether an inscription's content is a BRC-20 transfer: those trade on the BRC-20 market (by tick and amount),
 * so the asset page reads them from /btc/brc_20/get_inscription_detail.
 */
export function isBrc20Transfer(inscriptionId: string, contentType: string, content: Uint8Array): boolean {
  const parsed = parseBrc20Operation({ inscriptionId, contentType, content, cursed: false, parentIds: [] });
  return parsed.ok && parsed.operation.op === 'transfer';
}
