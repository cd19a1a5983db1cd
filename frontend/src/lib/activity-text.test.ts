import { VISITOR_ACTOR_ID } from '@bytecraft/contracts/records/base';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-text';

const AT = '2026-01-15T10:00:00.000Z';

describe('describeActivity', () => {
  it('names the visitor where their mailed answer reopened a record, in every view that says an entry (record and person), and staff by their name', () => {
    const staffName = (id: string) => (id === 'ana-id' ? 'Ana' : 'Unknown staff');
    const reopened = describeActivity(
      { type: 'status', at: AT, actorId: VISITOR_ACTOR_ID, from: 'resolved', to: 'in_progress' },
      staffName,
    );
    const resolved = describeActivity(
      { type: 'status', at: AT, actorId: 'ana-id', from: 'new', to: 'resolved' },
      staffName,
    );
    expect(reopened.title).toBe('Resolved → In Progress by the visitor');
    expect(resolved.title).toBe('New → Resolved by Ana');
  });
});
