import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { room, ROOM_PARAM } from '../../content/room';
import { isChunkFailure, reloadIfAllowed } from '../../runtime/reloads';
import { Icon } from '../Icon';
import type { RoomViewProps } from './RoomView';

/** The history entry the button pushed, so that closing the view is Back (and Back closes it). */
const PUSHED = 'chipcRoom';

const withView = (search: string, on: boolean) => {
  const params = new URLSearchParams(search);
  if (on) params.set(ROOM_PARAM.name, ROOM_PARAM.value);
  else params.delete(ROOM_PARAM.name);
  const next = params.toString();
  return next ? `?${next}` : '';
};

/**
 * "See the Chancellor in your room": opens the room's view, which shows him in 3D and hands him to
 * the phone's own AR viewer. The view is its own chunk (model-viewer, with three.js), fetched with
 * the model only when the button is pressed, or when the address asks for it (`?view=room`, the QR
 * code's): the page's first paint and lite mode pay nothing for it.
 *
 * The view is an address of its own, pushed on opening: Back closes it, and the address opens it.
 */
export function RoomButton() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const open = new URLSearchParams(search).get(ROOM_PARAM.name) === ROOM_PARAM.value;
  const [View, setView] = useState<ComponentType<RoomViewProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // A failure belongs to the opening it happened in: shut (Back), the next opening loads afresh.
  if (failed && !open) setFailed(false);
  // Set while the view is being left: a second Close or Escape before the address changes is ignored
  // (a second history.back() would leave the page).
  const leaving = useRef(false);
  useEffect(() => {
    if (!open) leaving.current = false;
  }, [open]);

  useEffect(() => {
    if (!open || View || failed) return;
    import('./RoomView').then(
      (module) => setView(() => module.RoomView),
      (error: unknown) => {
        // Online, a chunk that is not there was most likely removed by a deploy since this tab
        // loaded: a reload (at most one in five minutes) gets the new one, and the address reopens
        // the view. Otherwise, or again: say so, and the button tries again.
        if (!(navigator.onLine && isChunkFailure(error) && reloadIfAllowed('the room view’s chunk failed'))) setFailed(true);
      },
    );
  }, [open, View, failed]);

  const show = () => {
    if (open) setFailed(false); // pressed again after a failed load: load again
    else navigate(`${path}${withView(search, true)}`, { state: { [PUSHED]: true } });
  };
  const close = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    if ((history.state as Record<string, unknown> | null)?.[PUSHED]) history.back();
    else navigate(`${path}${withView(search, false)}`, { replace: true });
  }, [navigate, path, search]);

  return (
    <>
      <button type="button" className="button button--ghost button--small" onClick={show}>
        <Icon name="cube" size={18} />
        {room.open}
      </button>
      {failed && open ? (
        <p role="alert">
          {room.failed}
        </p>
      ) : null}
      {open && View ? <View onClose={close} /> : null}
    </>
  );
}
