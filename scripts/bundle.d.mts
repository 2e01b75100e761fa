export function gzipBytes(dist: string, file: string): number;
export function firstLoadScripts(dist: string): string[];
export function lazyChunks(dist: string, name: string): string[];
