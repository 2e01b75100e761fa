import { useMotionPart } from '../bridge/motionParts';
import { RoomButton } from '../components/room/RoomButton';
import { SectionHeader } from '../components/SectionHeader';
import { StatusBadge } from '../components/StatusBadge';
import { cabinet, statusColours } from '../content/cabinet';
import { ministerPoster } from '../content/posters';
import '../styles/poster-frame.css';
import './Cabinet.css';

export function Cabinet() {
  const { labels } = cabinet;
  // An act of its own: the ministers' rise follows its passage through the viewport.
  const act = useMotionPart<HTMLElement>('act');
  return (
    <section id="cabinet" className="section cabinet" data-act="cabinet" aria-labelledby="cabinet-title" ref={act}>
      <SectionHeader titleId="cabinet-title" heading={cabinet.heading} intro={cabinet.intro}>
        <RoomButton />
      </SectionHeader>
      <ul className="ministers">
        {cabinet.ministers.map((m) => (
          <li key={m.id} className="minister" data-minister={m.id} data-status={m.status}>
            <figure className="minister__portrait poster-frame">
              <img src={m.image} width={ministerPoster.width} height={ministerPoster.height} alt={m.imageAlt} loading="lazy" decoding="async" />
            </figure>
            <div className="minister__body">
              <StatusBadge label={m.status} colour={statusColours[m.status]} />
              <h3>{m.name}</h3>
              <p className="minister__title">{m.title}</p>
              <dl className="minister__facts">
                <div>
                  <dt>{labels.department}</dt>
                  <dd>{m.department}</dd>
                </div>
                <div>
                  <dt>{labels.corruption}</dt>
                  <dd>{m.corruption}</dd>
                </div>
                <div>
                  <dt>{labels.speciality}</dt>
                  <dd>{m.speciality}</dd>
                </div>
              </dl>
              <blockquote className="minister__quote">
                <p>“{m.quote}”</p>
              </blockquote>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
