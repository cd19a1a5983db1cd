import { FILTER_PARAMS, type FilterParam } from '@bytecraft/contracts/records/base';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { WorkParams } from '../api/records-api';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A worked kind's filters (who owns it, a follow-up past, no reply yet, at risk or past due) and
 * its order.
 */
const WORK_PARAMS = [
  'owner',
  'overdue',
  'waiting',
  'due',
  'sort',
] as const satisfies (keyof WorkParams)[];

/**
 * A list's search, status filter, its kind's own filters, the work filters and page, kept in the address (so a reload or a shared link
 * shows the same list). The search box writes to it only once typing pauses.
 */
export function useListState() {
  // The router's useSearchParams would add code to the site's entry chunk; this is all it takes.
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const filters: Partial<Record<FilterParam, string>> = {};
  for (const param of FILTER_PARAMS) {
    const value = params.get(param);
    if (value) filters[param] = value;
  }
  const work: WorkParams = {};
  for (const param of WORK_PARAMS) {
    const value = params.get(param);
    if (value) work[param] = value;
  }
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const query = next.toString();
      void navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [search, navigate],
  );

  const [searchText, setSearchText] = useState(q);
  useEffect(() => {
    const text = searchText.trim();
    if (text === q) return;
    const timer = setTimeout(() => update({ q: text, page: null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, q, update]);

  return {
    q,
    status,
    filters,
    work,
    page,
    searchText,
    setSearchText,
    setStatus: (value: string) => update({ status: value, page: null }),
    setFilter: (param: FilterParam | keyof WorkParams, value: string) =>
      update({ [param]: value, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    /** Whether the list is narrowed: an empty one then says to adjust the criteria. */
    narrowed: Boolean(q || status || Object.keys(filters).length || Object.keys(work).length),
  };
}
