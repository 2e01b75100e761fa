export const chromiumArgs: string[];
export function systemChromium(): string | undefined;
export function playwrightChromium(): string | undefined;
export function findChromium(): string | undefined;
