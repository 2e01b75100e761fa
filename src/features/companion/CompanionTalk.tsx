import { useEffect, useState } from 'react';
import { companionAsk } from '../../bridge/companion';
import { companionCopy } from '../../content/moments';
import { memeLaws } from '../../content/memeLaws';

const laws = memeLaws.items;

/**
 * The companion's one control, where the Chancellor stands: asked, he reacts (the scene, or his
 * still picture) and reads out a meme law, shown in a bubble and announced politely to screen
 * readers. The laws follow on from a different one each visit.
 */
export function CompanionTalk({ away }: { away: boolean }) {
  const [answer, setAnswer] = useState<number | null>(null);
  useEffect(() => {
    if (answer === null) return;
    const id = window.setTimeout(() => setAnswer(null), companionCopy.answerMs);
    return () => window.clearTimeout(id);
  }, [answer]);
  const ask = () => {
    const last = companionAsk.get()?.law ?? Math.floor(Math.random() * laws.length) - 1;
    const law = (last + 1) % laws.length;
    companionAsk.set({ at: performance.now(), law });
    setAnswer(law);
  };
  return (
    <div className="companion-talk" data-away={away ? '' : undefined} data-answering={answer === null ? undefined : ''}>
      <p className="companion-talk__bubble" role="status">
        {answer !== null && (
          <>
            <span className="companion-talk__intro">{companionCopy.answer}</span> {laws[answer]}
          </>
        )}
      </p>
      <button type="button" className="button companion-talk__ask" onClick={ask} disabled={away}>
        {companionCopy.ask}
      </button>
    </div>
  );
}
