export const chromiumArgs: string[];
export function systemChromium(): string | undefined;
export function playwrightChromium(): string | undefined;
export function findChromium(): string | undefined;
export function testChromium(): string | undefined;
export function requireChromium(tool: string): string;
