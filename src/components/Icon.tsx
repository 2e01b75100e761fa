const paths = {
  ballot: 'M4 10h16v10H4zM8 10V4h8v6M9 7h6M7 14h10',
  circuit: 'M4 12h4l2-4h4l2 4h4M8 12v6M16 12v6M6 6h2M16 6h2M12 4v4',
  spark: 'M12 2l2.2 6.6L21 11l-6.8 2.4L12 20l-2.2-6.6L3 11l6.8-2.4z',
  social: 'M4 4l16 16M20 4L4 20',
  chat: 'M4 5h16v11H9l-5 4z',
  trade: 'M4 18l5-6 4 3 7-9M15 6h5v5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M4 12l5 5L20 6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  like: 'M7 11v9H4v-9zM7 11l4-7c2 0 3 1 2.5 3L13 10h6l-2 10H7',
  dislike: 'M7 13V4H4v9zM7 13l4 7c2 0 3-1 2.5-3L13 14h6L17 4H7',
  comment: 'M4 5h16v11H8l-4 4z',
  info: 'M12 11v6M12 7v.5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  back: 'M19 12H5M11 6l-6 6 6 6',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
} as const;

export type IconName = keyof typeof paths;

/** Line icons drawn with one path each (stroked by `.icon`); decorative, so hidden from assistive tech. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    // Stroke and fill come from `.icon` in the stylesheet.
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
