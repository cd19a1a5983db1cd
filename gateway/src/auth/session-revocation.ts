import { Injectable } from '@nestjs/common';
import { AccountStanding } from './account-standing';
import { StaffSessionStore } from './staff-session.store';

/** What ends an account's sessions: the app's SessionRevocation, or the store itself (CLI). */
export interface EndsSessions {
  destroyAll(accountId: string, keepSessionId?: string): Promise<void>;
}

/**
 * Ends every session of an account on every replica (disabled, role changed, password changed
 * or reset), and forgets this replica's cached standing of it so its next request reads anew.
 */
@Injectable()
export class SessionRevocation implements EndsSessions {
  constructor(
    private readonly sessions: StaffSessionStore,
    private readonly standing: AccountStanding,
  ) {}

  async destroyAll(accountId: string, keepSessionId?: string): Promise<void> {
    this.standing.forget(accountId);
    await this.sessions.destroyAll(accountId, keepSessionId);
  }
}
