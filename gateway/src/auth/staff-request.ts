import type { StaffSession } from './staff-session.store';

/** The signed-in staff member of a request, as the staff-auth hook found them. */
export interface StaffIdentity extends StaffSession {
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every staff-only route (null on public ones): who is asking. */
    staff: StaffIdentity | null;
  }
}
