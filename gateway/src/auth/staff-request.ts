import type { StaffRole } from '@bytecraft/contracts/staff-team';

/** The signed-in staff member of a request, as the staff-auth hook found them. */
export interface StaffIdentity {
  accountId: string;
  email: string;
  /** The account's role now (read at most STAFF_ACCOUNT_CHECK_SECONDS ago), not at sign-in. */
  role: StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every staff-only route (null on public ones): who is asking. */
    staff: StaffIdentity | null;
  }
}
