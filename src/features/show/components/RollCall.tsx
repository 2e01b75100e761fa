import { SceneSlot } from '../../../components/SceneSlot';
import { StatusBadge } from '../../../components/StatusBadge';
import { cabinet, statusColours } from '../../../content/cabinet';
import { ministerPoster } from '../../../content/posters';
import { show } from '../../../content/show';
import './RollCall.css';

/** The roll call: one minister a beat, in 3D or as cross-fading stills, with their name and figures. */
export function RollCall({ minister }: { minister: number }) {
  const current = cabinet.ministers[minister]!;
  return (
    <section className="show__rollcall" aria-labelledby="rollcall-title">
      <h2 id="rollcall-title" className="label show__label">
        {show.rollCallLabel} · {minister + 1}/{cabinet.ministers.length}
      </h2>
      <SceneSlot kind="rollcall" minister={current.id} className="show__portrait">
        {cabinet.ministers.map((m) => (
          <img
            key={m.id}
            src={ministerPoster.src(m.id)}
            width={ministerPoster.width}
            height={ministerPoster.height}
            alt={m.id === current.id ? m.imageAlt : ''}
            aria-hidden={m.id !== current.id}
            data-current={m.id === current.id || undefined}
            // Smaller than the Chancellor, and not what the first paint waits on.
            fetchPriority="low"
          />
        ))}
      </SceneSlot>
      <div className="show__who" key={current.id}>
        <StatusBadge label={current.status} colour={statusColours[current.status]} />
        <p className="show__name">{current.name}</p>
        <p className="show__title">{current.title}</p>
        <p className="show__corruption">
          {show.corruptionLabel} {current.corruption}
        </p>
      </div>
    </section>
  );
}
