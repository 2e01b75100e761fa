import { useEffect, useRef, useState } from 'react';
import { contractBox } from '../content/home';
import { Icon } from './Icon';
import { Tooltip } from './Tooltip';
import './ContractBox.css';

type CopyState = 'idle' | 'copied' | 'manual';

/** Writes text to the clipboard, falling back to execCommand where the async API is missing or denied. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the legacy path below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

const COPIED_FOR_MS = 2500;

export function ContractBox({ address }: { address: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const addressRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (state !== 'copied') return;
    const id = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(id);
  }, [state]);

  async function onCopy() {
    if (await copyText(address)) {
      setState('copied');
      return;
    }
    // Last resort: select the address so the visitor can copy it by hand.
    const node = addressRef.current;
    const selection = window.getSelection();
    if (node && selection) {
      selection.selectAllChildren(node);
    }
    setState('manual');
  }

  const launched = address !== '';
  return (
    <div className="contract" data-launched={launched}>
      <span className="contract__label" id="contract-label">
        {contractBox.label}
      </span>
      <div className="contract__row">
        {launched ? (
          <code className="contract__address" ref={addressRef} aria-labelledby="contract-label">
            {address}
          </code>
        ) : (
          <p className="contract__pending">{contractBox.pending}</p>
        )}
        {launched ? (
          <Tooltip content={contractBox.tooltip}>
            <button type="button" className="contract__copy" onClick={onCopy} data-state={state}>
              <Icon name={state === 'copied' ? 'check' : 'copy'} size={18} />
              <span>{state === 'copied' ? contractBox.copied : contractBox.copy}</span>
            </button>
          </Tooltip>
        ) : (
          <button type="button" className="contract__copy" disabled>
            <Icon name="copy" size={18} />
            <span>{contractBox.copy}</span>
          </button>
        )}
      </div>
      <p className="contract__status" role="status" aria-live="polite">
        {state === 'copied' ? contractBox.copiedAnnouncement : state === 'manual' ? contractBox.manual : ''}
      </p>
    </div>
  );
}
