import { modeSwitch } from '../content/meta';
import { modeReasons } from '../content/modeReasons';
import { useDisplayMode } from '../mode/DisplayModeProvider';
import { useLazyDefault } from '../runtime/useLazyDefault';
import { useMediaQuery } from '../runtime/useMediaQuery';
import { breakpoints } from '../theme/breakpoints';
import { Tooltip } from './Tooltip';
import './ModeSwitch.css';

/** The visible control (its label says "3D stage") between the live 3D scene and the lite view; the choice is remembered. */
export function ModeSwitch() {
  const { decision, failure, choose } = useDisplayMode();
  // A finger gets no hover hint: on a touch screen the same words are an ⓘ's to tap. Fetched there
  // alone, once the page is idle: every page's header sends it in its first round trip otherwise.
  const { Component: Why } = useLazyDefault(() => import('./ModeSwitchWhy'), { when: 'idle', enabled: useMediaQuery(breakpoints.noHover) });
  // A scene that stopped (its context lost for good, no WebGL in its worker) is off, whatever was chosen.
  const on = decision?.mode === 'full' && !failure;
  const hint = decision ? `${on ? modeSwitch.onHint : modeSwitch.offHint} (${modeReasons[failure ?? decision.reason]})` : modeSwitch.pendingHint;
  return (
    <>
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
      {Why && <Why hint={hint} />}
    </>
  );
}
