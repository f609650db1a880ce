import { bytesToHex, type InscriptionPlacement, type NetworkName, type TrackedBlock } from '@ordmarket/protocol';
import { moveKey } from './settleListings';
import { scriptAddress } from './scriptAddress';
import type { InscriptionLocation } from './inscriptionLocation';

export interface ResolvedOwners {
  /** Owner at genesis of each bound inscription born in the block. */
  readonly firstOwner: Map<string, string>;
  /** Owner after each move, by `inscriptionId:txIndex`. */
  readonly moveOwner: Map<string, string>;
  /** Owner before each move, by `inscriptionId:txIndex`. */
  readonly previousOwner: Map<string, string>;
  /** Where each inscription the block touched ends up. */
  readonly finalLocation: Map<string, InscriptionLocation>;
  /** Inscription numbers of the bound inscriptions born, in order of discovery. */
  readonly numbers: Map<string, number>;
}

function locate(placement: InscriptionPlacement, network: NetworkName): InscriptionLocation {
  const owner = placement.script === null ? '' : (scriptAddress(bytesToHex(placement.script), network) ?? '');
  return { ...placement.satpoint, value: placement.value, owner };
}

/**
 * Turns the block's placements into owners (the address of the holding output) and numbers: sequential in
 * order of discovery, after `lastNumber`. Moves are taken in block order, so an inscription born and moved in
 * the same block has both its first and its final owner.
 */
export function resolveOwners(
  tracked: TrackedBlock,
  before: ReadonlyMap<string, InscriptionLocation>,
  lastNumber: number,
  network: NetworkName,
): ResolvedOwners {
  const resolved: ResolvedOwners = {
    firstOwner: new Map(),
    moveOwner: new Map(),
    previousOwner: new Map(),
    finalLocation: new Map(),
    numbers: new Map(),
  };
  let number = lastNumber;
  for (const birth of tracked.births) {
    if (birth.placement === null) continue;
    const location = locate(birth.placement, network);
    number += 1;
    resolved.numbers.set(birth.id, number);
    resolved.firstOwner.set(birth.id, location.owner);
    resolved.finalLocation.set(birth.id, location);
  }
  for (const move of tracked.moves) {
    const location = locate(move.placement, network);
    const previous = resolved.finalLocation.get(move.id) ?? before.get(move.id);
    resolved.previousOwner.set(moveKey(move), previous?.owner ?? '');
    resolved.moveOwner.set(moveKey(move), location.owner);
    resolved.finalLocation.set(move.id, location);
  }
  return resolved;
}
