import type { ReactNode } from 'react';
import { CHANCELLOR, memeBackdrops, memeCharacters, memeChoices, memeMoments, memeShapes } from '../../../content/memeChoices';
import { heroPoster, ministerPoster } from '../../../content/posters';
import { useRunningSoon } from '../../../runtime/useRunning';
import { isChancellor, type MemeChoice } from '../hooks/choice';

interface Option<T extends string> {
  id: T;
  name: ReactNode;
  detail?: ReactNode;
  lead?: ReactNode;
}

/** One choice as native radio buttons in a fieldset: labelled, and walked with the arrow keys. */
export function Choice<T extends string>({ name, legend, options, value, onPick, wide = false }: { name: string; legend: string; options: readonly Option<T>[]; value: T; onPick: (id: T) => void; wide?: boolean }) {
  return (
    <fieldset className={`meme-choice meme-choice--${name}`}>
      <legend>{legend}</legend>
      <div className={`meme-options${wide ? ' meme-options--wide' : ''}`}>
        {options.map((o) => (
          <label key={o.id} className="meme-option">
            <input type="radio" name={`meme-${name}`} value={o.id} checked={value === o.id} onChange={() => onPick(o.id)} />
            {o.lead}
            <span className="meme-option__name">
              {o.name}
              {o.detail && <small>{o.detail}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A character's face: its ring at once, its picture once the page runs (a transition after
 * hydration: the five faces mount once, with the page). At a laptop's width the
 * five are in the first screen, and pictures in the prerendered markup were fetched while the page
 * had yet to paint its words (some 50 KB, whole posters shown at 48 px), beside the document.
 */
function Face({ file }: { file: string }) {
  const running = useRunningSoon();
  return (
    <span className="meme-option__face" aria-hidden="true">
      {running && <img src={file} width={48} height={48} alt="" loading="lazy" decoding="async" />}
    </span>
  );
}

const faces = memeCharacters.map((c) => ({
  id: c.id,
  name: c.name,
  detail: c.role,
  lead: <Face file={c.id === CHANCELLOR ? heroPoster.file : ministerPoster.src(c.id)} />,
}));

const moments = memeMoments.map((m) => ({ id: m.id, name: m.label }));

const backdrops = memeBackdrops.map((b) => ({
  id: b.id,
  name: b.label,
  lead: <span className="meme-option__swatch" style={{ background: `linear-gradient(135deg, ${b.swatch.join(', ')})` }} aria-hidden="true" />,
}));

const shapes = memeShapes.map((s) => ({
  id: s.id,
  name: s.label,
  detail: `${s.width} × ${s.height}`,
  lead: <span className={`meme-option__shape meme-option__shape--${s.id}`} aria-hidden="true" />,
}));

/** Who, doing what, on which ground, in which shape. */
export function MemeChoices({ choice, onChoice }: { choice: MemeChoice; onChoice: (change: Partial<MemeChoice>) => void }) {
  return (
    <>
      <Choice name="character" legend={memeChoices.character.legend} options={faces} value={choice.character} onPick={(character) => onChoice({ character })} wide />
      {isChancellor(choice) ? (
        <Choice name="moment" legend={memeChoices.moment.legend} options={moments} value={choice.moment} onPick={(moment) => onChoice({ moment })} />
      ) : (
        <fieldset className="meme-choice meme-choice--moment">
          <legend>{memeChoices.moment.legend}</legend>
          <p className="meme-choice__note">{memeChoices.moment.ministerNote}</p>
        </fieldset>
      )}
      <Choice name="backdrop" legend={memeChoices.backdrop.legend} options={backdrops} value={choice.backdrop} onPick={(backdrop) => onChoice({ backdrop })} wide />
      <Choice name="shape" legend={memeChoices.shape.legend} options={shapes} value={choice.shape} onPick={(shape) => onChoice({ shape })} />
    </>
  );
}
