import { useCallback } from 'react';
import { cabinet } from '../../content/cabinet';
import { memeLaws } from '../../content/memeLaws';
import { paths } from '../../content/paths';
import { show } from '../../content/show';
import { beatItem, type KeyCommand } from './lib/showState';
import { consoleAction, formatElapsed } from './lib/showLink';
import { AudiencePicker } from './components/AudiencePicker';
import { useAudienceLink } from './hooks/useAudienceLink';
import { useNow } from './hooks/useNow';
import { usePresenterKeys } from './hooks/usePresenterKeys';
import './ShowConsole.css';

const text = show.console;
const clockFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** One beat as the audience sees it: the law, and the minister on the roll call. */
function Beat({ label, beat, minister }: { label: string; beat: number; minister: number }) {
  // A window of another build (another cabinet size) may send any index: wrapped, never trusted.
  const m = cabinet.ministers[minister % cabinet.ministers.length]!;
  return (
    <article className="console__beat" aria-label={`${label}: ${text.beat(beat)}`}>
      <h2 className="label">
        {label} · {text.beat(beat)}
      </h2>
      <p className="console__law">{memeLaws.items[beatItem(beat, memeLaws.items.length)]}</p>
      <p className="console__minister">
        {show.rollCallLabel}: {m.name}, {m.title}
      </p>
    </article>
  );
}

/**
 * /stage/console: a second window for the presenter (a laptop driving a
 * projector): the current and the next beat, the show's running time and
 * the clock, and the presenter's controls as buttons and keys. It drives
 * the /stage window of the same browser; with none open it says so.
 */
export default function ShowConsole() {
  const now = useNow(250);
  const { windows, audience, choose, send } = useAudienceLink(now);
  const state = audience?.state;

  // The show's keys and the buttons, as actions for the driven window. Full screen, the help and
  // Esc are each window's own: pressed here they never reach the projector.
  const press = useCallback(
    (command: KeyCommand) => {
      const action = state && consoleAction(command, state);
      if (action) send(action);
      return Boolean(action);
    },
    [state, send],
  );
  usePresenterKeys(press);

  const live = audience && state;
  const stateText = !state ? '' : state.blank ? text.states.blank : state.paused ? text.states.paused : text.states.live;
  return (
    <main id="main" tabIndex={-1} className="console page">
      <header className="console__head">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
        <p className="console__link" role="status" data-connected={live ? 'yes' : 'no'}>
          {live ? text.connected : text.none}
        </p>
        {live ? (
          <AudiencePicker windows={windows} driven={audience.id} onChoose={choose} time={(ms) => clockFormat.format(ms)} />
        ) : (
          <a className="button button--primary" href={paths.show} target="_blank" rel="noopener">
            {text.openAudience}
          </a>
        )}
      </header>

      {live && (
        <>
          <section className="console__beats" aria-label={show.captionLabel}>
            <Beat label={text.now} beat={state.beat} minister={state.minister} />
            <Beat label={text.next} beat={state.beat + 1} minister={(state.minister + 1) % cabinet.ministers.length} />
          </section>
          <dl className="console__times">
            <div>
              <dt className="label">{text.elapsed}</dt>
              <dd data-elapsed>{formatElapsed(now - audience.startedAt)}</dd>
            </div>
            <div>
              <dt className="label">{text.clock}</dt>
              <dd>{clockFormat.format(now)}</dd>
            </div>
            <div>
              <dt className="label">{show.onAir}</dt>
              <dd data-state>
                {stateText} · {state.view === 'cabinet' ? text.states.cabinet : text.states.character}
              </dd>
            </div>
          </dl>
        </>
      )}

      <section className="console__controls" aria-labelledby="console-controls">
        <h2 id="console-controls" className="label">
          {text.controls}
        </h2>
        <div className="console__row">
          <button type="button" className="button button--ghost" disabled={!live} onClick={() => press({ type: 'previous' })}>
            {text.previous} <kbd>←</kbd>
          </button>
          <button type="button" className="button button--primary" disabled={!live} onClick={() => press({ type: 'next' })}>
            {text.forward} <kbd>→</kbd>
          </button>
          <button type="button" className="button button--ghost" disabled={!live} onClick={() => press({ type: 'first' })}>
            {text.first} <kbd>Home</kbd>
          </button>
        </div>
        <div className="console__row">
          <button type="button" className="button button--ghost" disabled={!live} aria-pressed={state?.paused ?? false} onClick={() => press({ type: 'togglePause' })}>
            {text.pause} <kbd>P</kbd>
          </button>
          <button type="button" className="button button--ghost" disabled={!live} aria-pressed={state?.blank ?? false} onClick={() => press({ type: 'toggleBlank' })}>
            {text.blank} <kbd>B</kbd>
          </button>
          <button type="button" className="button button--ghost" disabled={!live} aria-pressed={state?.view === 'cabinet'} onClick={() => press({ type: 'toggleView' })}>
            {text.cabinetView} <kbd>M</kbd>
          </button>
        </div>
        <div className="console__row" role="group" aria-label={text.spotlight}>
          {cabinet.ministers.map((m, i) => (
            <button
              key={m.id}
              type="button"
              className="button button--ghost"
              disabled={!live}
              aria-pressed={live ? state.minister === i : false}
              onClick={() => press({ type: 'spotlight', minister: i })}
            >
              {m.name} <kbd>{i + 1}</kbd>
            </button>
          ))}
        </div>
      </section>
    </main>
  );
}
