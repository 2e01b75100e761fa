export function gzipBytes(dist: string, file: string): number;
export function bootScripts(html: string): string[];
export function firstLoadScripts(dist: string, page?: string): string[];
export function lazyChunks(dist: string, name: string): string[];
