/** Tooltip timings: open after 700 ms; 300 ms grace to move to the next without waiting again. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
