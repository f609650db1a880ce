import { varRefs } from './css/cssVariables';
import { constantTokens, themedTokens } from './css/tokenTrees';

/**
 * Typed `var(--om-...)` references for styles. Components read these only, never raw values, so a
 * theme switch restyles them without generating classes.
 */
export const vars = {
  ...varRefs(constantTokens),
  ...varRefs(themedTokens('light', 'default', 'default')),
};
