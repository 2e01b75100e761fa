/**
 * 1000000 → "1,000,000": a whole number (rounded) with en-US thousands separators, and an
 * optional prefix ("$") and suffix ("+"). Grouped by hand: a page's first Intl.NumberFormat costs
 * about 20 ms of locale set-up, and this module is part of the app's first task.
 */
export function formatCount(value: number, prefix = '', suffix = ''): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${prefix}${value < 0 ? '-' : ''}${digits}${suffix}`;
}
