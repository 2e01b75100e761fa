import type { ReactNode } from 'react';
import { SectionHeader } from './SectionHeader';

interface HomeSectionProps {
  /** The section's id (the address's #fragment, and its class beside `section`); its heading's is `<id>-title`. */
  id: string;
  heading: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}

/** A section of the home page: named by its heading, which heads it with its intro. */
export function HomeSection({ id, heading, intro, children }: HomeSectionProps) {
  return (
    <section id={id} className={`section ${id}`} aria-labelledby={`${id}-title`}>
      <SectionHeader titleId={`${id}-title`} heading={heading} intro={intro} />
      {children}
    </section>
  );
}
