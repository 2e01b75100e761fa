import { useState } from 'react';
import { memeLaws } from '../../../content/memeLaws';
import { show } from '../../../content/show';
import { beatItem } from '../lib/showState';
import './LawCaption.css';

/**
 * The meme law of the beat, large, with a bar that runs out as the next one nears. The law the
 * page first painted keeps the face it painted in: the headline face, wider than its fallback,
 * may take the law onto one more line, which would move the caption while the page loads. The
 * next law comes in Oswald, when the words change anyway.
 */
export function LawCaption({ beat }: { beat: number }) {
  const [firstBeat] = useState(beat);
  return (
    <section className="show__caption" aria-labelledby="caption-title">
      <h2 id="caption-title" className="label show__label">
        {show.captionLabel}
      </h2>
      <p className="show__law" key={beat} data-face={beat === firstBeat ? 'painted' : undefined}>
        {memeLaws.items[beatItem(beat, memeLaws.items.length)]}
      </p>
      <div className="show__progress" key={`p${beat}`} aria-hidden="true" />
    </section>
  );
}
