import { useEffect, useState } from 'react';
import { holdFeed, showLaw } from '../bridge/choreography';
import { Icon } from '../components/Icon';
import { HomeSection } from '../components/HomeSection';
import { memeLaws } from '../content/memeLaws';
import { FEED_INTERVAL_MS, feedOffset, lawsInList, nextIndex, simulateReactions, type Reactions } from './memeLawFeed';
import { useJoinedLaws } from './useJoinedLaws';
import { useReducedMotion } from '../runtime/useMediaQuery';
import { useRunning } from '../runtime/useRunning';
import { useClientValue } from '../runtime/useClientValue';
import './MemeLaws.css';

const count = memeLaws.items.length;

// Drawn once per page load, on first read in the browser; prerendering shows none,
// so the server and the client never disagree.
let drawn: Reactions[] | null = null;
const readReactions = () => (drawn ??= simulateReactions(count));

/**
 * The laws the prerendered page carries: the window's three (what it shows without scripting).
 * The rest join once the page runs, a few per idle moment, so the home page's document stays
 * within the first round trip of a new connection with the companion's first picture inside it.
 */
const PRERENDERED = 3;

export function MemeLaws() {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const reactions = useClientValue(readReactions, null);
  const running = useRunning();
  const joined = useJoinedLaws(running, PRERENDERED, count);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const paused = hovered || focused || userPaused;
  const laws = memeLaws.items.slice(0, lawsInList(joined, index, count));

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setIndex((i) => nextIndex(i, count)), FEED_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused]);

  // The Chancellor reads each new law out as it arrives, and holds his tongue while the feed is held.
  useEffect(() => showLaw(index), [index]);
  useEffect(() => holdFeed(paused), [paused]);

  return (
    <HomeSection id="meme-laws" heading={memeLaws.heading} intro={memeLaws.intro}>
      <div className="feed">
        <div
          className="feed__window"
          tabIndex={0}
          role="region"
          aria-label={memeLaws.heading}
          data-paused={paused}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <ul
            className="feed__list"
            data-index={index}
            data-step={reduced ? 'instant' : 'slide'}
            style={{ transform: `translateY(${feedOffset(index)}px)` }}
          >
            {laws.map((law, i) => {
              const r = reactions?.[i];
              return (
                <li key={law} className="feed__item" data-current={i === index}>
                  <p className="feed__text">{law}</p>
                  {/* Filled once the reactions are drawn in the browser; prerendered empty (fifteen rows of
                      dashes cost the home page's first round trip ~360 bytes), its height kept by CSS. */}
                  <p className="feed__reactions">
                    {r && (
                      <>
                        <span>
                          <Icon name="like" size={16} />
                          <span className="sr-only">Likes: </span>
                          <span data-reaction="likes">{r.likes}</span>
                        </span>
                        <span>
                          <Icon name="dislike" size={16} />
                          <span className="sr-only">Dislikes: </span>
                          <span data-reaction="dislikes">{r.dislikes}</span>
                        </span>
                        <span>
                          <Icon name="comment" size={16} />
                          <span className="sr-only">Comments: </span>
                          <span data-reaction="comments">{r.comments}</span>
                        </span>
                      </>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="feed__controls">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={userPaused}
            onClick={() => setUserPaused((p) => !p)}
          >
            <Icon name={userPaused ? 'play' : 'pause'} size={16} />
            {userPaused ? memeLaws.play : memeLaws.pause}
          </button>
          <p className="feed__note">{memeLaws.simulatedNote}</p>
        </div>
      </div>
    </HomeSection>
  );
}
