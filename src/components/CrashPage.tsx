import { appError, appUpdated } from '../content/meta';
import { paths } from '../content/paths';
import { isChunkFailure } from '../runtime/reloads';
import { MessagePage } from './MessagePage';

/**
 * What replaces a page that failed to render. A page whose code or stylesheet did not arrive is no
 * crash: the site was deployed anew while the tab was open (or the network dropped), and a reload
 * brings it back. The page has made its one reload by itself by then, so the visitor gets the button.
 */
export function CrashPage({ error }: { error: Error }) {
  if (isChunkFailure(error)) {
    return (
      <MessagePage
        heading={appUpdated.heading}
        body={appUpdated.body}
        action={
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {appUpdated.reload}
          </button>
        }
      />
    );
  }
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
