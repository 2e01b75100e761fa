import { useState } from 'react';
import { readReloadLog } from '../../runtime/reloads';
import { show } from '../../content/show';
import { HelpOverlay } from './components/HelpOverlay';
import { LawCaption } from './components/LawCaption';
import { QrPanel } from './components/QrPanel';
import { ShowTop } from './components/ShowTop';
import { StageView } from './components/StageView';
import { TickerBar } from './components/TickerBar';
import { readWakeWanted, useEventText, useSiteUrl, useSpeed } from './hooks/stageAddress';
import { useAcrossReloads } from './hooks/useAcrossReloads';
import { useConsoleLink } from './hooks/useConsoleLink';
import { useIdlePointer } from './hooks/useIdlePointer';
import { useShow } from './hooks/useShow';
import { useShowDocument } from './hooks/useShowDocument';
import { useStageKeys } from './hooks/useStageKeys';
import { useWakeLock } from './hooks/useWakeLock';
import './Show.css';

/**
 * /stage: the Chancellor full screen for event screens and streams. Cycles by
 * itself (a meme law and the next minister every beat), answers a presenter's
 * keys, keeps the screen awake and hides the pointer when it rests.
 */
export default function Show() {
  useShowDocument();
  const speed = useSpeed();
  const [state, dispatch] = useShow(speed);
  const [wakeWanted] = useState(readWakeWanted);
  const { status: wake, poke: pokeWakeLock } = useWakeLock(wakeWanted);
  useStageKeys(state.help, dispatch, pokeWakeLock);
  const event = useEventText();
  const [reloads] = useState(readReloadLog);
  useAcrossReloads(state.beat, dispatch);
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
      <StageView view={state.view} minister={state.minister} />
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
