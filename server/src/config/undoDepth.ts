/**
 * Blocks below the tip whose undo is kept unless the operator says otherwise: far deeper than any reorg Bitcoin
 * has had (the deepest, in 2013, replaced 24 blocks), and few enough that the undo table stays small.
 */
export const defaultUndoDepth = 100;
