import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { sceneCovered } from '../../bridge/sceneCovered';
import { room, ROOM_PARAM } from '../../content/room';
import { links } from '../../content/token';
import { useReducedMotion } from '../../runtime/useMediaQuery';
import { roomPlatform } from './platform';
import { RoomAside } from './RoomAside';
import { canDraw3d, useModelViewer } from './useModelViewer';
import './RoomView.css';

export interface RoomViewProps {
  /** Leaves the view (Back, where opening it pushed an address). */
  onClose: () => void;
}

/**
 * The room's view: a modal dialog with the Chancellor in 3D, and around him what the visitor's
 * device can do with him (AR on a phone, a QR code to a phone on a computer, the way out of an app's
 * browser). Escape, the Close button and Back leave it; the scene behind it stops drawing meanwhile.
 */
export function RoomView({ onClose }: RoomViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  const reduced = useReducedMotion();
  const [attempt, setAttempt] = useState(0);
  const platform = useMemo(
    () => roomPlatform({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, quickLook: document.createElement('a').relList.supports('ar') }),
    [],
  );
  const [drawable] = useState(canDraw3d);
  // This view's own address, for a phone: the QR code's, the one an app's browser hands on, the AR viewers' way back.
  const url = new URL(`${path}?${ROOM_PARAM.name}=${ROOM_PARAM.value}`, links.site || window.location.origin).href;
  const { state, canPlace } = useModelViewer(holder, { platform, reduced, attempt, drawable, page: url });

  // A layout effect: its cleanup runs before React takes the dialog out of the page, so closing it
  // there gives focus back to the button that opened it (a dialog removed while open gives it to no one).
  useLayoutEffect(() => {
    const open = dialog.current!;
    open.showModal();
    sceneCovered.set(true);
    return () => {
      sceneCovered.set(false);
      open.close();
    };
  }, []);

  // In the body, not in the section that holds the button: no section's styles reach the dialog.
  return createPortal(
    <dialog
      ref={dialog}
      className="room"
      aria-labelledby="room-title"
      onCancel={(event) => {
        event.preventDefault(); // Escape: leave by the same path as Close, so the address follows
        onClose();
      }}
    >
      <div className="room__head">
        <h2 id="room-title">{room.title}</h2>
        <button type="button" className="button button--ghost room__close" onClick={onClose}>
          {room.close}
        </button>
      </div>
      <div className="room__stage" ref={holder} data-state={state}>
        {state === 'shown' ? null : (
          <div className="room__state" role={state === 'failed' ? 'alert' : 'status'} tabIndex={-1} ref={status}>
            {state === 'unavailable' ? (
              <p>{room.no3d}</p>
            ) : state === 'failed' ? (
              <>
                <p>{room.failed}</p>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setAttempt((n) => n + 1);
                    // The button goes with the failure: focus stays in the view, on what it says next.
                    status.current?.focus();
                  }}
                >
                  {room.retry}
                </button>
              </>
            ) : (
              <p>{room.loading}</p>
            )}
          </div>
        )}
      </div>
      <RoomAside platform={platform} url={url} canPlace={canPlace} />
    </dialog>,
    document.body,
  );
}
