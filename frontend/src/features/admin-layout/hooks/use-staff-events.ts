import type { StaffEvent } from '@bytecraft/contracts/records/events';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { staffApi, tagsOfChange } from '../../../lib/staff-api';

export const STAFF_EVENTS_PATH = '/api/admin/events';

/**
 * Listens to the server's staff events while the console is open: a new submission, a status
 * change, a record worked elsewhere (owner, follow-up, note, reply) or a visitor's mailed answer
 * to it makes the lists of its
 * kind, its detail and the dashboard's figures
 * stale, and RTK Query refetches whichever of them are on screen. No reload. The server closes
 * the stream when the session ends (signed out elsewhere, disabled by an admin); the browser
 * reconnects, is refused, and gives up. The console then asks for the session again, so that
 * a 401 takes staff to sign in without their doing anything.
 */
export function useStaffEvents() {
  const dispatch = useDispatch();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${window.location.origin}${STAFF_EVENTS_PATH}`, {
      withCredentials: true,
    });
    const onEvent = (message: MessageEvent<string>) => {
      let event: StaffEvent;
      try {
        event = JSON.parse(message.data) as StaffEvent;
      } catch {
        console.warn('Ignored a staff event that is not JSON', message.data);
        return;
      }
      const id = 'id' in event ? event.id : undefined;
      dispatch(staffApi.util.invalidateTags(tagsOfChange(event.kind, id)));
    };
    source.addEventListener('submission.created', onEvent);
    source.addEventListener('status.changed', onEvent);
    source.addEventListener('record.worked', onEvent);
    source.addEventListener('visitor.replied', onEvent);
    // CLOSED after an error is a refusal (any answer but a 200 stream); a dropped connection
    // is retried by the browser instead, in CONNECTING. The refusal does not say its status.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        dispatch(staffApi.util.invalidateTags(['Session']));
      }
    });
    return () => source.close();
  }, [dispatch]);
}
