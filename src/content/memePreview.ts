/**
 * How the preview is drawn on the page (files keep their own size).
 * - `waitsForPictureMs`: the preview's first drawing waits for the character's picture, for at
 *   most this long after the preview mounts (as the page hydrates). The page's load then draws
 *   the meme once, with him, instead of once without him and again with him: on a phone with a
 *   software canvas each drawing held the page's thread for 12 to 50 ms. Where no picture comes
 *   (no network), the captions are drawn alone at the end of it.
 * - `maxPixelRatio`: the most screen pixels per CSS pixel it is drawn at. A 3x phone would draw
 *   2.25 times the pixels of 2x for a sharpness its screen hardly shows at this size.
 */
export const memePreview = { waitsForPictureMs: 1500, maxPixelRatio: 2 } as const;

/** The preview's words, and what stands in for it where JavaScript is off. */
export const memePreviewWords = {
  noScript:
    'The picture is drawn by your browser, so making one needs JavaScript. With it on, this page is a meme press: choose a character, a moment and a backdrop, write a caption, and download or share the image.',
  heading: 'Preview',
  scene: 'Drawn from the live 3D stage.',
  posters: 'Drawn from the still pictures.',
  rendering: 'The live 3D stage is striking the pose…',
} as const;
