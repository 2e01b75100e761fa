const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1000000 → "1,000,000", with an optional prefix ("$") and suffix ("+"). */
export function formatCount(value: number, prefix = '', suffix = ''): string {
  return `${prefix}${integer.format(value)}${suffix}`;
}
