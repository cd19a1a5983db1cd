import type { EraseRequest, Erasure, ErasureAccepted, Person } from '@bytecraft/contracts/people';
import { RECORD_KIND_IDS } from '@bytecraft/contracts/records';
import { staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';

/** How many of the latest erasures (requests and retention runs) the console shows. */
export const RECENT_ERASURES = 20;

/**
 * One address across every service (the Person page), its export, and its erasure (admins).
 * The person provides a tag per record it holds, so a record changed anywhere in the console, or
 * announced by a staff event, refreshes the person too.
 */
export const peopleApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['Person', 'Erasure'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPerson: build.query<Person, string>({
        query: (email) => ({ url: 'admin/people', params: { email } }),
        transformResponse: (body: Envelope<Person>) => body.data,
        providesTags: (person) => [
          'Person',
          ...(person?.records ?? []).map(({ kind, record }) => ({ type: kind, id: record.id })),
        ],
      }),
      erasePerson: build.mutation<ErasureAccepted, EraseRequest>({
        query: (body) => ({ url: 'admin/people/erase', method: 'POST', body }),
        transformResponse: (body: Envelope<ErasureAccepted>) => body.data,
        invalidatesTags: (_accepted, error) => (error ? [] : ['Erasure']),
      }),
      listErasures: build.query<Erasure[], void>({
        query: () => ({ url: 'admin/erasures', params: { limit: RECENT_ERASURES } }),
        transformResponse: (body: Envelope<Erasure[]>) => body.data,
        providesTags: ['Erasure'],
      }),
      getErasure: build.query<Erasure, string>({
        query: (id) => `admin/erasures/${encodeURIComponent(id)}`,
        transformResponse: (body: Envelope<Erasure>) => body.data,
        // Once every part is done, what the erasure removed is stale everywhere: the person, the
        // lists of every kind and the dashboard's counts.
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          // A failed answer changes nothing here: the dialog says so, and the polling goes on.
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data?.status !== 'done') return;
          dispatch(
            peopleApi.util.invalidateTags([
              'Person',
              'Erasure',
              ...RECORD_KIND_IDS.flatMap((kind) => tagsOfChange(kind)),
            ]),
          );
        },
      }),
    }),
  });

export const {
  useGetPersonQuery,
  useErasePersonMutation,
  useListErasuresQuery,
  useGetErasureQuery,
} = peopleApi;

/** The ZIP of everything the address sent (a link: the browser saves it under the server's name). */
export const personExportUrl = (email: string) =>
  `/api/admin/people/export?${new URLSearchParams({ email })}`;
