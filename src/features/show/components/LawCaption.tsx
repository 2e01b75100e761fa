import { memeLaws } from '../../../content/memeLaws';
import { show } from '../../../content/show';
import { beatItem } from '../lib/show';
import './LawCaption.css';

/** The meme law of the beat, large, with a bar that runs out as the next one nears. */
export function LawCaption({ beat }: { beat: number }) {
  return (
    <section className="show__caption" aria-labelledby="caption-title">
      <h2 id="caption-title" className="label show__label">
        {show.captionLabel}
      </h2>
      <p className="show__law" key={beat}>
        {memeLaws.items[beatItem(beat, memeLaws.items.length)]}
      </p>
      <div className="show__progress" key={`p${beat}`} aria-hidden="true" />
    </section>
  );
}
