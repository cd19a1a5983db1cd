import type { FieldsMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { RecordKind } from '@bytecraft/contracts/records';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/api-error';
import type { StaffAccount } from '../staff/staff-account.entity';
import { StaffAccountsService } from '../staff/staff-accounts.service';

export const OWNER_INACTIVE = 'Owner must be an active staff member';

/** A record given to someone, as their mail names it. */
export interface GivenRecord {
  kind: RecordKind;
  id: string;
  name: string;
}

/** Who may own records, and the short mail that tells a new owner what they were given. */
@Injectable()
export class Owners {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly mail: MailPublisher,
  ) {}

  /**
   * The account an owner id names, or null for nobody; 400 on `ownerId` when no account that
   * can sign in has it, so nothing is given to an invitation or a disabled colleague.
   */
  async check(ownerId: string | null): Promise<StaffAccount | null> {
    if (ownerId === null) return null;
    const owner = await this.accounts.activeById(ownerId);
    if (!owner) throw ApiError.validation([{ field: 'ownerId', message: OWNER_INACTIVE }]);
    return owner;
  }

  /**
   * One mail listing what `owner` was given, unless nothing was or they took it themselves.
   * Each assignment is its own mail, so its delivery id is new.
   */
  async tell(
    owner: StaffAccount | null,
    givenBy: string,
    records: GivenRecord[],
    trace: Trace,
  ): Promise<void> {
    if (!owner || owner.id === givenBy || records.length === 0) return;
    const template = MailTemplate.OwnerAssigned;
    const mail: FieldsMail = {
      deliveryId: `${template}.${randomUUID()}`,
      template,
      to: { visitor: owner.email },
      data: Object.fromEntries(
        records.map((record, i) => [`${i + 1}. ${record.kind}`, record.name]),
      ),
      ...(records.length === 1 ? { record: { kind: records[0].kind, id: records[0].id } } : {}),
    };
    await this.mail.send([mail], trace);
  }
}
