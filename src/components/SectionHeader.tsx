import type { ReactNode } from 'react';

interface SectionHeaderProps {
  /** The heading's id, which its section names as its label (aria-labelledby); none where nothing points at it. */
  titleId?: string;
  /** A class of its own beside `section__head`, for a header laid out differently (the meme office's). */
  className?: string;
  /** The short line above the heading, where it has one. */
  eyebrow?: ReactNode;
  heading: ReactNode;
  intro: ReactNode;
  /** 1 where the header heads a page of its own (Community, the meme office), else 2: a section of the home page. */
  level?: 1 | 2;
  /** What stands in the header after the intro (the room button of the Cabinet and the meme office). */
  children?: ReactNode;
}

/** A section's head: its heading and the line that introduces it, laid out by the site's `.section__head`. */
export function SectionHeader({ titleId, className, eyebrow, heading, intro, level = 2, children }: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={className ? `section__head ${className}` : 'section__head'}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={titleId}>{heading}</Heading>
      <p className="section__intro">{intro}</p>
      {children}
    </div>
  );
}
