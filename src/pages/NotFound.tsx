import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../components/Icon';
import { MessagePage } from '../components/MessagePage';
import { notFound } from '../content/meta';
import { paths } from '../content/paths';

export default function NotFound() {
  const [path] = useLocation();
  // One warning per visit that names the path; it is never written into the page.
  useEffect(() => {
    console.warn(`404: no page at ${JSON.stringify(path)}`);
  }, [path]);
  return (
    <MessagePage
      code={notFound.code}
      heading={
        <>
          <span className="sr-only">{notFound.code}: </span>
          {notFound.heading}
        </>
      }
      body={notFound.body}
      action={
        <Link href={paths.home} className="button button--primary">
          <Icon name="back" size={18} />
          {notFound.back}
        </Link>
      }
    />
  );
}
