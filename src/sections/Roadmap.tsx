import type { CSSProperties } from 'react';
import { ProgressBar } from '../components/ProgressBar';
import { HomeSection } from '../components/HomeSection';
import { StatusBadge } from '../components/StatusBadge';
import { IN_PROGRESS_PERCENT, roadmap } from '../content/roadmap';
import { RevealItem } from '../motion/Reveal';
import './Roadmap.css';

export function Roadmap() {
  return (
    <HomeSection id="roadmap" heading={roadmap.heading} intro={roadmap.intro}>
      <ol className="timeline">
        {roadmap.phases.map((p) => (
          <RevealItem
            key={p.phase}
            from={p.side}
            className={`phase phase--${p.side}`}
          >
            <article className="phase__card" style={{ '--accent': p.colour } as CSSProperties}>
              <header className="phase__head">
                <span className="phase__label">{p.phase}</span>
                <StatusBadge label={p.status} colour={p.colour} />
              </header>
              <h3>{p.title}</h3>
              <ul className="phase__items">
                {p.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {p.status === 'In Progress' && (
                <ProgressBar value={IN_PROGRESS_PERCENT} label={roadmap.progressLabel} colour={p.colour} />
              )}
            </article>
          </RevealItem>
        ))}
      </ol>
    </HomeSection>
  );
}
