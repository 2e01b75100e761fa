import { modeSwitch } from '../content/meta';
import { modeReasons } from '../content/modeReasons';
import { useDisplayMode } from '../mode/DisplayModeProvider';
import { Toggletip } from './Toggletip';
import { Tooltip } from './Tooltip';
import './ModeSwitch.css';

/** The visible control (its label says "3D stage") between the live 3D scene and the lite view; the choice is remembered. */
export function ModeSwitch() {
  const { decision, failure, choose } = useDisplayMode();
  // A scene that stopped (its context lost for good, no WebGL in its worker) is off, whatever was chosen.
  const on = decision?.mode === 'full' && !failure;
  const hint = decision ? `${on ? modeSwitch.onHint : modeSwitch.offHint} (${modeReasons[failure ?? decision.reason]})` : modeSwitch.pendingHint;
  return (
    <span className="mode-switch-wrap">
      <Tooltip content={hint}>
        <button
          type="button"
          className="mode-switch"
          aria-pressed={on}
          disabled={!decision}
          onClick={() => choose(on ? 'lite' : 'full')}
        >
          <span className="mode-switch__track" aria-hidden="true">
            <span className="mode-switch__thumb" />
          </span>
          <span className="mode-switch__label">{modeSwitch.label}</span>
        </button>
      </Tooltip>
      {/* A finger gets no hover hint: on a touch screen the same words are an ⓘ's to tap. */}
      <Toggletip label={modeSwitch.about} className="mode-switch__info" bubbleClassName="mode-switch__why">
        {hint}
      </Toggletip>
    </span>
  );
}
