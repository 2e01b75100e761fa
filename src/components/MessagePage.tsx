import type { ReactNode } from 'react';
import './MessagePage.css';

interface MessagePageProps {
  /** A large figure above the heading, for the eye only ("404"). */
  code?: string;
  heading: ReactNode;
  body: string;
  /** The way out; a page that recovers by itself has none. */
  action?: ReactNode;
}

/** A page with one message and one way out: the 404 view, the crash view and the show's restart notice. */
export function MessagePage({ code, heading, body, action }: MessagePageProps) {
  return (
    <main id="main" tabIndex={-1} className="page not-found">
      {code && (
        <p className="not-found__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1>{heading}</h1>
      <p>{body}</p>
      {action}
    </main>
  );
}
