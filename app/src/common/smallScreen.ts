import { breakpoints } from '@ordmarket/tokens';
import { useMediaQuery } from '@ordmarket/ui';

/**
 * Small screens are those below md (900 px): there the grid drops to 2 columns and drawers slide up from the
 * bottom (spec §2 layout facts). Phones and portrait tablets both; what sits beside the grid on wider screens
 * (filters, the cart) moves into sheets there.
 */
export const smallScreenQuery = `(max-width: ${breakpoints.md - 0.02}px)`;

/** Whether the screen is small, following it as the window is resized or turned. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(smallScreenQuery);
}
