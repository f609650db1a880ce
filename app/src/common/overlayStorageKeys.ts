// Where the shell's overlays keep their choices (spec §3 "Locally kept"). They live down here because a wallet
// disconnect keeps them while it clears everything else, and the wallet must not reach up into the shell for them.

/** The day the experience dialog was last closed. */
export const experienceDialogCloseDateKey = 'ExperienceDialogCloseDate';

/** Whether the mobile notice was dismissed. */
export const mobileNoticeDismissedKey = 'MobileNoticeDismissed';
