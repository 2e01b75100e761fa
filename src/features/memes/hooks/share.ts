/**
 * What can be done with a finished picture in this browser: save it as a file, put it on the
 * clipboard, hand it to the phone's share sheet, or (elsewhere) open a post to X with the site's
 * address, which carries no picture but says where to make one.
 */
import { paths } from '../../../content/paths';
import { links } from '../../../content/token';

/** X's page for writing a post, filled in from its address. */
const X_INTENT = 'https://x.com/intent/post';

export interface ShareAbilities {
  copy: boolean;
  files: boolean;
}

/** What the browser offers; nothing while prerendering (the buttons that need it then appear). */
export function shareAbilities(): ShareAbilities {
  const copy = typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function';
  return { copy, files: canShareFile('image/png', 'meme.png') };
}

/** The meme office's public address: the configured site's, else the one this page came from. */
export function memesAddress(): string {
  return new URL(paths.memes, links.site || window.location.origin).href;
}

/** A post to X with `text` and the meme office's address. */
export function xPostUrl(text: string, address: string): string {
  const query = new URLSearchParams({ text, url: address });
  return `${X_INTENT}?${query.toString()}`;
}

/** The last saved file's address, until it is given back. */
let saved: string | null = null;

/**
 * Saves `blob` as `name` through a link the browser downloads. Its address is given back once the
 * browser has had time to read it, or at the next file (by then long read): however many files a
 * visit saves, at most one picture is held for a download.
 */
export function download(blob: Blob, name: string) {
  if (saved) URL.revokeObjectURL(saved);
  const url = URL.createObjectURL(blob);
  saved = url;
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have read it; then its memory goes.
  setTimeout(() => {
    URL.revokeObjectURL(url);
    if (saved === url) saved = null;
  }, 30_000);
}

/**
 * Puts the picture on the clipboard. The item is made at once, in the click, with the PNG still
 * to come: Safari allows the write only in the gesture itself.
 */
export function copyPicture(png: Promise<Blob>): Promise<void> {
  return navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}

/** The browser's refusal of a share sheet opened outside a tap's moment (or otherwise not allowed). */
export const isRefusal = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';

/** Whether the share sheet takes a file of `type` here (a picture, a video, a GIF). */
export function canShareFile(type: string, name: string): boolean {
  try {
    return typeof navigator.share === 'function' && navigator.canShare?.({ files: [new File([''], name, { type })] }) === true;
  } catch {
    return false;
  }
}

/**
 * Hands `file` to the share sheet, alone: iOS drops the file from a share that carries words (a
 * title, a text). False when the visitor closed the sheet without sharing.
 */
export async function shareFile(file: File): Promise<boolean> {
  try {
    await navigator.share({ files: [file] });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

/** The same for a PNG's bytes. */
export const sharePicture = (png: Blob, name: string) => shareFile(new File([png], name, { type: 'image/png' }));
