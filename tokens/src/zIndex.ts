/** Stacking order, lowest first: the app chrome sits under every overlay, tooltips over everything. */
export const zIndex = {
  base: 0,
  raised: 1,
  nav: 1100,
  header: 1200,
  drawer: 1300,
  modal: 1400,
  popover: 1500,
  toast: 1600,
  tooltip: 1700,
} as const;
