import { SceneSlot } from '../../../components/SceneSlot';
import { StatusBadge } from '../../../components/StatusBadge';
import { cabinet, statusColours } from '../../../content/cabinet';
import { ministerPoster } from '../../../content/posters';
import { show } from '../../../content/show';
import './CabinetSeats.css';

/** The cabinet view (M): four seats, the spotlit minister raised. */
export function CabinetSeats({ spotlight }: { spotlight: number }) {
  return (
    <section className="show__cabinet" aria-labelledby="cabinet-title">
      <h2 id="cabinet-title" className="label show__label">
        {show.cabinetLabel}
      </h2>
      <ul>
        {cabinet.ministers.map((m, i) => (
          <li key={m.id} data-spotlight={i === spotlight || undefined}>
            <SceneSlot kind="seat" minister={m.id} lit={i === spotlight} className="show__seat">
              <img src={ministerPoster.src(m.id)} width={ministerPoster.width} height={ministerPoster.height} alt={m.imageAlt} />
            </SceneSlot>
            <StatusBadge label={m.status} colour={statusColours[m.status]} />
            <p className="show__name">{m.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
