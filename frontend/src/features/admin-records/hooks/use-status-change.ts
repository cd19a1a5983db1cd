import { useCallback } from 'react';
import { statusLabel } from '../../../components/ui/status-chip';
import { httpStatusOf } from '../../../lib/api-errors';
import { toast } from '../../../lib/toasts';
import { useSetRecordStatusMutation, type StaffRecord } from '../api/records-api';
import type { RecordScreen } from '../record-screen';

/**
 * Moves a record to another status. The lists, the board and the detail show it at once; the
 * API slice puts it back if the server refuses, and this says so.
 */
export function useStatusChange(screen: RecordScreen) {
  const [setStatus] = useSetRecordStatusMutation();
  return useCallback(
    async (record: StaffRecord, status: string) => {
      try {
        await setStatus({ kind: screen.kind, id: record.id, status }).unwrap();
        toast(
          {
            title: 'Status Updated',
            message: `${screen.heading(record)} is now ${statusLabel(status)}.`,
          },
          'success',
        );
      } catch (error) {
        // A 401 ends the session: the console sends staff to sign in instead.
        if (httpStatusOf(error) === 401) return;
        toast(screen.updateFailed ?? { title: 'Error', message: 'Please try again.' }, 'error');
      }
    },
    [screen, setStatus],
  );
}
