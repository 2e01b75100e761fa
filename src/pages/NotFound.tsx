import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../components/Icon';
import { usePageMeta } from '../components/usePageMeta';
import { notFound, pageMeta } from '../content/meta';

export function NotFound() {
  const [path] = useLocation();
  usePageMeta(pageMeta.notFound);
  // One warning per visit that names the path; it is never written into the page.
  useEffect(() => {
    console.warn(`404: no page at ${JSON.stringify(path)}`);
  }, [path]);
  return (
    <main id="main" tabIndex={-1} className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        {notFound.code}
      </p>
      <h1>
        <span className="sr-only">{notFound.code}: </span>
        {notFound.heading}
      </h1>
      <p>{notFound.body}</p>
      <Link href="/" className="button button--primary">
        <Icon name="back" size={18} />
        {notFound.back}
      </Link>
    </main>
  );
}
