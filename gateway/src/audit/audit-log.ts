import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import type { Page } from '@bytecraft/contracts/records/lists';
import type { AuditAction, AuditEntry, AuditQuery } from '@bytecraft/contracts/staff-team';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, type FindOptionsWhere, type Repository } from 'typeorm';
import { ApiError } from '../http/api-error';
import { AuditLogEntry, toAuditEntry } from './audit-entry.entity';

/** What one audit row says; `client` is `clientKey(request.ip)`, null from the command line. */
export interface AuditRecord {
  /** The staff member's account id; null when no account acted. */
  actorId: string | null;
  action: AuditAction;
  /** What it was done to: an account's address, a record `kind/id`, an export's path. */
  target?: string | null;
  client: string | null;
}

/** Rows on one page of the audit screen. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log, in the gateway's own database. A row is written before the action it records
 * is carried out, in the request: an action never happens unrecorded, and one that then fails
 * may leave a row saying it was attempted.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger(AuditLog.name);

  constructor(@InjectRepository(AuditLogEntry) private readonly rows: Repository<AuditLogEntry>) {}

  /**
   * Records a staff action, or answers the request 503 when the row cannot be written: an
   * audit row that silently goes missing is worse than an action to try again.
   */
  async record(entry: AuditRecord): Promise<void> {
    try {
      await this.write(entry);
    } catch (error) {
      this.logger.warn(`Audit row for ${entry.action} not written: ${String(error)}`);
      throw ApiError.unavailable();
    }
  }

  /**
   * Records what someone who is not signed in did (a failed sign-in): the database being away
   * must not change that request's answer, which would tell a guesser something; the failure
   * is logged instead. The entry may still be being worked out (whose address was tried).
   */
  async recordBestEffort(entry: AuditRecord | Promise<AuditRecord>): Promise<void> {
    try {
      await this.write(await entry);
    } catch (error) {
      this.logger.warn(`Audit row not written: ${String(error)}`);
    }
  }

  /**
   * One page of the log, newest first, filtered by actor (an account id, or an address read as
   * the account that has it now) and action.
   */
  async page(query: AuditQuery): Promise<Page<AuditEntry>> {
    const where: FindOptionsWhere<AuditLogEntry> = {
      ...(query.actor ? actorWhere(query.actor) : {}),
      ...(query.action ? { action: query.action } : {}),
    };
    const [rows, total] = await this.rows.findAndCount({
      where,
      order: { at: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    });
    return {
      data: rows.map(toAuditEntry),
      pagination: {
        page: query.page,
        limit: AUDIT_PAGE_SIZE,
        total,
        totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
      },
    };
  }

  private async write({ actorId, action, target = null, client }: AuditRecord): Promise<void> {
    await this.rows.insert({ actorId, action, target, client });
  }
}

/** The rows of one actor: by id, as unknown staff, or by the account an address is now. */
function actorWhere(actor: string): FindOptionsWhere<AuditLogEntry> {
  if (actor === UNKNOWN_STAFF_ID) return { actorUnknown: true };
  if (UUID_PATTERN.test(actor)) return { actorId: actor.toLowerCase() };
  return {
    actorId: Raw(
      (column) => `${column} = (SELECT "id" FROM "staff_accounts" WHERE "email" = lower(:actor))`,
      { actor },
    ),
  };
}
