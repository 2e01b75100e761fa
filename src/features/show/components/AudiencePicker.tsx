import { show } from '../../../content/show';
import type { StateMessage } from '../lib/showLink';

const text = show.console;

/**
 * Which audience window the console drives, when a browser has several open
 * (the projector's, a preview on the laptop, a forgotten tab): each told apart
 * by when it was opened, its size and the beat on it. A native list box, so
 * it works by keyboard and with every assistive technology.
 */
export function AudiencePicker({ windows, driven, onChoose, time }: { windows: readonly StateMessage[]; driven: string; onChoose: (id: string) => void; time: (ms: number) => string }) {
  return (
    <div className="console__windows">
      <label htmlFor="console-window" className="label">
        {text.windows}
      </label>
      <select id="console-window" value={driven} onChange={(e) => onChoose(e.target.value)} aria-describedby="console-window-note">
        {windows.map((w) => (
          <option key={w.id} value={w.id}>
            {text.windowOption(time(w.openedAt), w.width, w.height, w.state.beat)}
          </option>
        ))}
      </select>
      <p id="console-window-note">{text.windowsNote(windows.length)}</p>
    </div>
  );
}
