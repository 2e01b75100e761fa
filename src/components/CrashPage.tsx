import { appError } from '../content/meta';
import { paths } from '../content/paths';
import { MessagePage } from './MessagePage';

/** What replaces a page that failed to render. */
export function CrashPage() {
  return (
    <MessagePage
      heading={appError.heading}
      body={appError.body}
      // A plain link: a full reload is the point after a render failure.
      action={
        <a href={paths.home} className="button button--primary">
          {appError.back}
        </a>
      }
    />
  );
}
