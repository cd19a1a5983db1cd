import { AUTO_ASSIGNMENT_ACTOR_ID } from '@bytecraft/contracts/records/assignment';
import type { StaffDirectoryEntry } from '@bytecraft/contracts/records/work';
import { staffApi, type Envelope } from './staff-api';

/**
 * Every staff account as colleagues see it, which the console names staff by wherever a record
 * keeps who did something (by account id) and picks owners from.
 */
export const staffDirectoryApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffDirectory: build.query<StaffDirectoryEntry[], void>({
      query: () => 'admin/staff/directory',
      transformResponse: (body: Envelope<StaffDirectoryEntry[]>) => body.data,
      providesTags: ['Staff'],
    }),
  }),
});

export const { useStaffDirectoryQuery } = staffDirectoryApi;

/** How the activity names the gateway giving a record out by itself. */
export const AUTO_ASSIGNMENT = 'auto-assignment';

/** How a staff member is named whose account the directory does not hold. */
export const UNKNOWN_STAFF = 'Unknown staff';

/** How a colleague is named on cards, pickers and in the activity. */
export const staffLabel = (entry: Pick<StaffDirectoryEntry, 'name' | 'email'>) =>
  entry.name || entry.email;

/**
 * A staff member's name (or address) by account id, from the directory; `skip` where nothing
 * shown names staff, so the directory is not asked for.
 */
export function useStaffName(skip = false): (id: string) => string {
  const { data: directory = [] } = useStaffDirectoryQuery(undefined, { skip });
  return (id) => {
    if (id === AUTO_ASSIGNMENT_ACTOR_ID) return AUTO_ASSIGNMENT;
    const member = directory.find((candidate) => candidate.id === id);
    return member ? staffLabel(member) : UNKNOWN_STAFF;
  };
}
