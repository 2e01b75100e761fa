import { useEffect, useLayoutEffect, useState } from 'react';
import { StatusBadge } from '../components/StatusBadge';
import { usePageMeta } from '../components/usePageMeta';
import { cabinet, statusColours } from '../content/cabinet';
import { memeLaws } from '../content/memeLaws';
import { pageMeta } from '../content/meta';
import { heroPoster, ministerPoster } from '../content/posters';
import { hero } from '../content/home';
import { stageShow } from '../content/stage';
import { links, token } from '../content/token';
import { beatItem, parseSpeed } from '../lib/show';
import { announceSlotsChanged } from '../mode/slots';
import { HelpOverlay } from '../stageMode/HelpOverlay';
import { QrCode } from '../stageMode/QrCode';
import { useIdlePointer } from '../stageMode/useIdlePointer';
import { usePresenterKeys } from '../stageMode/usePresenterKeys';
import { useShow } from '../stageMode/useShow';
import { useWakeLock } from '../stageMode/useWakeLock';
import '../styles/stage.css';

/** The page's own chrome-free look: no scrollbars while the stage is up. */
function useStageDocument() {
  useLayoutEffect(() => {
    document.documentElement.dataset.page = 'stage';
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
export default function StageScreen() {
  usePageMeta(pageMeta.stage);
  useStageDocument();
  const speed = useSpeed();
  const [show, dispatch] = useShow(speed);
  usePresenterKeys(dispatch);
  const wake = useWakeLock();
  const idle = useIdlePointer(stageShow.pointerIdleMs);
  const url = useSiteUrl();

  // Switching views adds and removes 3D slots on the same route: tell the scene.
  useLayoutEffect(() => announceSlotsChanged(), [show.view]);

  const lawIndex = beatItem(show.beat, memeLaws.items.length);
  const current = cabinet.ministers[show.minister]!;
  const beatSeconds = stageShow.beatMs / speed / 1000;

  return (
    <main
      id="main"
      tabIndex={-1}
      className="show"
      data-view={show.view}
      data-pointer={idle ? 'hidden' : 'shown'}
      data-paused={show.paused || undefined}
      style={{ ['--beat' as string]: `${beatSeconds}s` }}
    >
      <h1 className="sr-only">{stageShow.heading}</h1>

      <header className="show__top">
        <p className="show__brand">
          <span className="brand__mark" aria-hidden="true">
            C
          </span>
          <span className="show__ticker-symbol">{token.ticker}</span>
        </p>
        <p className="show__onair">
          <span className="show__dot" aria-hidden="true" />
          {show.paused ? stageShow.paused : stageShow.onAir}
        </p>
      </header>

      {show.view === 'character' ? (
        <>
          <figure className="show__character stage-slot" data-slot="hero">
            <img src={heroPoster.file} width={heroPoster.width} height={heroPoster.height} alt={hero.portraitAlt} />
          </figure>
          <section className="show__rollcall" aria-labelledby="rollcall-title">
            <h2 id="rollcall-title" className="show__label">
              {stageShow.rollCallLabel} · {show.minister + 1}/{cabinet.ministers.length}
            </h2>
            <figure className="show__portrait stage-slot" data-slot="rollcall" data-minister={current.id}>
              {cabinet.ministers.map((m) => (
                <img
                  key={m.id}
                  src={ministerPoster.src(m.id)}
                  width={ministerPoster.width}
                  height={ministerPoster.height}
                  alt={m.id === current.id ? m.imageAlt : ''}
                  aria-hidden={m.id !== current.id}
                  data-current={m.id === current.id || undefined}
                />
              ))}
            </figure>
            <div className="show__who" key={current.id}>
              <StatusBadge label={current.status} colour={statusColours[current.status]} />
              <p className="show__name">{current.name}</p>
              <p className="show__title">{current.title}</p>
              <p className="show__corruption">
                {stageShow.corruptionLabel} {current.corruption}
              </p>
            </div>
          </section>
        </>
      ) : (
        <section className="show__cabinet" aria-labelledby="cabinet-title">
          <h2 id="cabinet-title" className="show__label">
            {stageShow.cabinetLabel}
          </h2>
          <ul>
            {cabinet.ministers.map((m, i) => (
              <li key={m.id} data-spotlight={i === show.minister || undefined}>
                <figure className="show__seat stage-slot" data-slot={`minister-${m.id}`}>
                  <img src={ministerPoster.src(m.id)} width={ministerPoster.width} height={ministerPoster.height} alt={m.imageAlt} />
                </figure>
                <StatusBadge label={m.status} colour={statusColours[m.status]} />
                <p className="show__name">{m.name}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="show__caption" aria-labelledby="caption-title">
        <h2 id="caption-title" className="show__label">
          {stageShow.captionLabel}
        </h2>
        <p className="show__law" key={show.beat}>
          {memeLaws.items[lawIndex]}
        </p>
        <div className="show__progress" key={`p${show.beat}`} aria-hidden="true" />
      </section>

      {url && (
        <aside className="show__qr" aria-label={stageShow.qrLabel}>
          <QrCode value={url} label={stageShow.qrAlt(url)} />
          <p>
            {stageShow.qrLabel}
            <span className="show__url">{url.replace(/^https?:\/\//, '').replace(/\/$/, '')}</span>
          </p>
        </aside>
      )}

      <div className="show__ticker">
        <span className="show__ticker-symbol">{token.ticker}</span>
        <div className="show__marquee">
          <div className="show__marquee-track">
            {[0, 1].map((copy) => (
              // The second copy makes the loop seamless; screen readers hear the facts once.
              <span key={copy} aria-hidden={copy === 1 || undefined}>
                {stageShow.ticker.map((item) => (
                  <span key={item} className="show__ticker-item">
                    {item}
                  </span>
                ))}
              </span>
            ))}
          </div>
        </div>
      </div>
      <p className="show__hint">{stageShow.helpHint}</p>

      {show.help && <HelpOverlay wake={wake} onClose={() => dispatch({ type: 'closeHelp' })} />}
    </main>
  );
}
