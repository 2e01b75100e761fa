import { token } from './token';

/** The share bar's words: its buttons, what each says once pressed, and the post it starts. */
export const memeShare = {
  actions: {
    download: 'Download PNG',
    copy: 'Copy image',
    share: 'Share image',
    post: 'Post on X',
  },
  status: {
    making: 'Drawing the picture…',
    downloaded: (file: string) => `Saved as ${file}.`,
    copied: 'Copied: paste it into any post or chat.',
    copyFailed: 'This browser would not put an image on the clipboard here. Download it instead.',
    shared: 'Handed to your share sheet.',
    shareFailed: 'Sharing did not go through. Download the picture instead.',
    shareAgain: 'The picture is ready. Tap “Share image” once more to send it.',
    failed: 'The picture could not be drawn. Try again, or reload the page.',
    slow: 'The picture is taking too long on this device. Press the button again to try once more.',
  },
  postText: `Made a meme of the ${token.ticker} cabinet. Make your own:`,
} as const;
