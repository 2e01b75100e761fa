import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { SceneSlot } from '../../components/SceneSlot';
import { hero } from '../../content/home';
import { readReloadLog } from '../../runtime/reloads';
import { keepShowOffline } from '../../runtime/serviceWorker';
import { heroPoster } from '../../content/posters';
import { show } from '../../content/show';
import { links } from '../../content/token';
import { parseEventText, parseResumeBeat, parseSpeed, wakeLockWanted, type KeyCommand } from './lib/showState';
import { CabinetSeats } from './components/CabinetSeats';
import { HelpOverlay } from './components/HelpOverlay';
import { LawCaption } from './components/LawCaption';
import { QrPanel } from './components/QrPanel';
import { saveBeat, savedBeat } from './hooks/savedBeat';
import { RollCall } from './components/RollCall';
import { ShowTop } from './components/ShowTop';
import { TickerBar } from './components/TickerBar';
import { useConsoleLink } from './hooks/useConsoleLink';
import { useIdlePointer } from './hooks/useIdlePointer';
import { leaveFullscreen, toggleFullscreen, usePresenterKeys } from './hooks/usePresenterKeys';
import { useShow } from './hooks/useShow';
import { useWakeLock } from './hooks/useWakeLock';
import './Show.css';

/** The page's own chrome-free look: no scrollbars while the show is up. */
function useShowDocument() {
  useLayoutEffect(() => {
    document.documentElement.dataset.page = 'show';
    return () => {
      delete document.documentElement.dataset.page;
    };
  }, []);
}

/** `?speed=`, read after hydration so the prerendered page and the first client render agree. */
function useSpeed(): number {
  const [speed, setSpeed] = useState(1);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSpeed(parseSpeed(new URLSearchParams(window.location.search).get('speed')));
  }, []);
  return speed;
}

/** The event's line: the build's (in the prerendered page), then `?event=` once hydrated. */
function useEventText(): string | null {
  const [text, setText] = useState(() => parseEventText(show.eventText));
  useEffect(() => {
    const param = new URLSearchParams(window.location.search).get('event');
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (param !== null) setText(parseEventText(param));
  }, []);
  return text;
}

/** `?wake=off` (read once: nothing on screen depends on it until the help opens). */
const readWakeWanted = () => typeof window === 'undefined' || wakeLockWanted(new URLSearchParams(window.location.search).get('wake'));

/** The configured public URL, or the address this copy is served from. */
function useSiteUrl(): string | null {
  const [url, setUrl] = useState<string | null>(links.site || null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!links.site) setUrl(`${window.location.origin}/`);
  }, []);
  return url;
}

/**
 * /stage: the Chancellor full screen for event screens and streams. Cycles by
 * itself (a meme law and the next minister every beat), answers a presenter's
 * keys, keeps the screen awake and hides the pointer when it rests.
 */
export default function Show() {
  useShowDocument();
  const speed = useSpeed();
  const [state, dispatch] = useShow(speed);
  const { help } = state;
  const [wakeWanted] = useState(readWakeWanted);
  const { status: wake, poke: pokeWakeLock } = useWakeLock(wakeWanted);
  // Any presenter key is also a user gesture the wake lock can ask again on.
  const onKey = useCallback(
    (command: KeyCommand) => {
      pokeWakeLock();
      if (command === 'fullscreen') toggleFullscreen();
      // Esc closes the help first; only with the help closed does it leave full screen.
      else if (command === 'escape') {
        if (help) dispatch({ type: 'closeHelp' });
        else if (document.fullscreenElement) leaveFullscreen();
        else return false;
      } else dispatch(command);
      return true;
    },
    [pokeWakeLock, dispatch, help],
  );
  usePresenterKeys(onKey);
  const event = useEventText();
  const [reloads] = useState(readReloadLog);
  // After a reload (by itself or by hand) the show carries on at the beat it was on.
  useEffect(() => {
    const beat = parseResumeBeat(window.location.hash) || savedBeat();
    if (beat > 0) dispatch({ type: 'goto', beat });
  }, [dispatch]);
  useEffect(() => saveBeat(state.beat), [state.beat]);
  // A venue screen opened once must run offline across reloads, in full mode too.
  useEffect(keepShowOffline, []);
  useConsoleLink(state, dispatch);
  const idle = useIdlePointer(show.pointerIdleMs);
  const url = useSiteUrl();

  return (
    <main
      id="main"
      tabIndex={-1}
      className="show"
      data-view={state.view}
      data-pointer={idle ? 'hidden' : 'shown'}
      data-paused={state.paused || undefined}
      data-blank={state.blank || undefined}
      style={{ ['--beat' as string]: `${show.beatMs / speed / 1000}s` }}
    >
      <h1 className="sr-only">{show.heading}</h1>
      <ShowTop paused={state.paused} event={event} />
      {state.view === 'character' ? (
        <>
          <SceneSlot kind="podium" moment="hero" className="show__character">
            {/* At low priority: the first paint never waits on it (its sketch stands in, Show.css). */}
            <img src={heroPoster.file} width={heroPoster.width} height={heroPoster.height} alt={hero.portraitAlt} fetchPriority="low" />
          </SceneSlot>
          <RollCall minister={state.minister} />
        </>
      ) : (
        <CabinetSeats spotlight={state.minister} />
      )}
      <LawCaption beat={state.beat} />
      <QrPanel url={url} />
      <TickerBar />
      {/* Black over everything but the help: the presenter's "B" on a clicker. */}
      {state.blank && (
        <div className="show__blank" role="status">
          <span className="sr-only">{show.blanked}</span>
        </div>
      )}
      {state.help && <HelpOverlay wake={wake} reloads={reloads} onClose={() => dispatch({ type: 'closeHelp' })} />}
    </main>
  );
}
