import type { ClipFormat } from './clipRules';

/** The clip maker's words ("Make it move"); its numbers are apart, in clipRules.ts. */
export const clips = {
  heading: 'Make it move',
  intro: `A three-second loop of the same meme, caption and all, for chats and feeds. It is made on this device, frame by frame, and loops with no seam.`,
  fromScene: 'Drawn frame by frame by the live 3D stage.',
  fromStills: 'Made from the still pictures: the picture pushes in slowly and the caption stamps in. The live 3D stage is off on this device.',
  format: 'Format',
  formats: { mp4: 'MP4 video', webm: 'WebM video', gif: 'GIF' } as Record<ClipFormat, string>,
  formatNote: { mp4: 'Plays everywhere; smallest file.', webm: 'Plays in most apps and browsers.', gif: 'Autoplays in every chat.' } as Record<ClipFormat, string>,
  gifOnly: 'This browser cannot encode video, so clips are made as GIFs.',
  make: 'Make the clip',
  cancel: 'Cancel',
  progress: 'Clip progress',
  frames: (done: number, total: number) => `Frame ${done} of ${total}`,
  result: (format: string, seconds: number) => `The clip: ${format}, ${seconds} seconds, looping.`,
  share: 'Share clip',
  download: (format: string) => `Download ${format}`,
  status: {
    starting: 'Setting up the clip…',
    busy: 'A clip is being made. Wait for it, or cancel it first.',
    ready: (file: string, size: string) => `Ready: ${file} (${size}).`,
    cancelled: 'Cancelled. Nothing was kept.',
    downloaded: (file: string) => `Saved as ${file}.`,
    shared: 'Handed to your share sheet.',
    shareFailed: 'Sharing did not go through. Download the clip instead.',
    encoder: 'This browser could not encode the clip. Try the GIF, or download the picture instead.',
    scene: 'The 3D stage stopped while drawing the clip. Make it again: the still pictures will stand in if it cannot.',
    failed: 'The clip could not be made. Try again, or reload the page.',
  },
} as const;
