import { OWNER_ME, type WorkFilters } from '@bytecraft/contracts/records/lists';

/** A list's query as the owning service reads it: `owner=me` names the signed-in account. */
export const withOwnerOf = <Q extends WorkFilters>(query: Q, accountId: string): Q =>
  query.owner === OWNER_ME ? { ...query, owner: accountId } : query;
