import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { LIMITS } from '@bytecraft/contracts/fields';
import {
  confirmationAndAlert,
  greetingName,
  inert,
  labelled,
  REPLY_MAILBOX,
  type QuotedMessage,
  type ReplyMail,
} from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { WorkloadOfKind } from '@bytecraft/contracts/records/dashboard';
import { firstResponseHours, type PriorityChangeRequest } from '@bytecraft/contracts/records/due';
import {
  fillPlaceholders,
  placeholderValues,
  type BulkOwnerRequest,
  type BulkResult,
  type BulkStatusRequest,
  type FollowUpChangeRequest,
  type NoteDeleteRefused,
  type NoteDeleteRequest,
  type NoteRequest,
  type OwnerChangeRequest,
  type ReplyDecisionRefused,
  type ReplyDecisionRequest,
  type ReplyRequest,
  type ActivityEntry,
  type Detailed,
} from '@bytecraft/contracts/records/work';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { kindOf, RECORD_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import { randomUUID } from 'node:crypto';
import { In, type DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';
import type { Trace } from '../jobs/job-context';
import type { MailPublisher } from '../notifications/mail-publisher';
import type { StaffEvents } from '../staff-events/staff-events';
import { filtered } from './find-page';
import { notClosed, waitingCondition } from './work-columns';
import { Records, type RecordsOptions } from './records';
import {
  ActivityEntryRow,
  queued,
  replyDeliveryId,
  type ActivityRowData,
  type ActivityRowType,
} from './activity-entry.entity';
import type { DueTimes } from './due-times';
import type { CapTaken, ReplyCap } from './reply-cap';
import type { RecordColumns } from './record-columns';
import { recordAnswer, takeBackAnswer } from './sla/sla-events';
import { storeOnce, type StoredSubmission } from './store-once';

/** What a kind staff work adds to its records options. */
export interface WorkOptions<E> {
  /** The column holding the visitor's own message, quoted below a reply that asks for it. */
  message: keyof E & string;
}

/** A worked kind's row: the columns every record's table holds, the work columns among them. */
export type WorkedRow = ObjectLiteral & RecordColumns;

/** A submission as a job hands it over: every kind's has the visitor's name and address. */
export type NamedSubmission = StoredSubmission & { data: { name: string; email: string } };

/** An alert's values shown otherwise than stored (an option's label, a file's name), by field. */
export type ShownValues = Partial<Record<string, string | null | undefined>>;

/** The rows the median time to first reply is taken over. */
const WORKLOAD_DAYS = 30;

/** How many waiting rows `writeDueTimes` reads and updates at once. */
const DUE_FILL_BATCH = 1000;

/** A reply that went to the notification queue: never held, or released by an admin. */
const mailed = (reply: ActivityRowData['reply']) => !reply.hold || reply.hold.state === 'release';

/** How the quote names the visitor when their name is no greeting. */
const VISITOR = 'you';

/** What comes first among entries of one instant, in this order; any other entry after them. */
const FIRST_AT_ONE_INSTANT: ActivityEntry['type'][] = ['submitted', 'confirmation', 'status'];
const rankAtOneInstant = ({ type }: ActivityEntry) => {
  const rank = FIRST_AT_ONE_INSTANT.indexOf(type);
  return rank === -1 ? FIRST_AT_ONE_INSTANT.length : rank;
};

/** A text cut to a mail schema's limit: filled placeholders can lengthen a text past it. */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * How staff work a record of a kind, on top of its records: its owner, its
 * follow-up date, notes, replies mailed to the visitor, and the same changes on several records
 * at once. Each change and its activity row are written in one transaction; the console hears
 * of it (`record.worked`) once committed.
 */
export class WorkedRecords<E extends WorkedRow, R> extends Records<E, R> {
  constructor(
    db: DataSource,
    events: StaffEvents,
    private readonly mail: MailPublisher,
    private readonly cap: ReplyCap,
    private readonly due: DueTimes,
    options: RecordsOptions<E, R> & { work: WorkOptions<E> },
  ) {
    super(db, events, options);
    this.work = options.work;
  }

  private readonly work: WorkOptions<E>;

  /** The kind's two mails of a submission, as its definition names them. */
  private get mails() {
    return kindOf(this.kind as WorkedKind).mail;
  }

  /**
   * A submission job's work: store its row once, however often the job runs, then ask for the
   * mails its kind's definition names: the visitor's confirmation, and staff's alert showing what
   * the visitor sent under the kind's labels (`shown` where a value is shown otherwise than
   * stored). The mails are asked for on every run: a run that stored the row but died before
   * publishing must not lose them, and their delivery ids keep them single. The console hears of
   * the row only from the run that stored it, so a re-run does not show it twice.
   */
  async record(submission: NamedSubmission, trace: Trace, shown: ShownValues = {}): Promise<void> {
    const { id, data } = submission;
    const due = this.due.of(this.kind as WorkedKind, {
      createdAt: new Date(submission.receivedAt),
      firstReplyAt: null,
      visitorReplyAt: null,
    });
    if (await storeOnce(this.repository, { ...submission, data: { ...data, ...due } })) {
      await this.announce(id, data.name);
    }
    const { confirmation, alert, mailbox } = this.mails;
    const mails = confirmationAndAlert({
      kind: this.kind,
      recordId: id,
      visitor: data,
      confirmation,
      alert,
      mailbox,
      data: labelled(RECORD_KINDS[this.kind].labels, { ...data, ...shown }),
    });
    await this.mail.send(mails, trace);
  }

  async setOwner(request: OwnerChangeRequest): Promise<Detailed<R> | null> {
    return (await this.changeOwner(request)).record;
  }

  /**
   * Gives the record to `ownerId` (or to nobody) and answers whether it changed hands.
   * `ifUnowned` gives it only while nobody owns it, decided on the locked row: two assigners at
   * once cannot give one record two owners.
   */
  changeOwner(
    { id, ownerId, actorId }: OwnerChangeRequest,
    { ifUnowned = false } = {},
  ): Promise<{ record: Detailed<R> | null; changed: boolean }> {
    return this.workedChange(id, actorId, async (manager, row) => {
      if (row.ownerId === ownerId || (ifUnowned && row.ownerId !== null)) return false;
      await manager.update(this.options.entity, { id }, { ownerId } as never);
      await this.write(manager, row, 'owner', actorId, { from: row.ownerId, to: ownerId });
      return true;
    });
  }

  /**
   * Sets the record's priority; its due time follows (`settled`), the first answer's counted
   * anew from its submission. Setting the priority it has, its kind's included, is no change.
   */
  setPriority({ id, priority, actorId }: PriorityChangeRequest): Promise<Detailed<R> | null> {
    return this.worked(id, actorId, async (manager, row) => {
      const from = row.priority ?? kindOf(this.kind as WorkedKind).work.due.priority;
      if (from === priority) return false;
      await manager.update(this.options.entity, { id }, { priority } as never);
      await this.write(manager, row, 'priority', actorId, { from, to: priority });
      return true;
    });
  }

  setFollowUp({ id, at, actorId }: FollowUpChangeRequest): Promise<Detailed<R> | null> {
    return this.worked(id, actorId, async (manager, row) => {
      const from = row.followUpAt?.toISOString() ?? null;
      if (from === at) return false;
      await manager.update(this.options.entity, { id }, {
        followUpAt: at && new Date(at),
      } as never);
      await this.write(manager, row, 'follow-up', actorId, { from, to: at });
      return true;
    });
  }

  addNote({ id, text, actorId }: NoteRequest): Promise<Detailed<R> | null> {
    return this.worked(id, actorId, async (manager, row) => {
      await this.write(manager, row, 'note', actorId, { text });
      return true;
    });
  }

  /**
   * Deletes a note of its author's, the author being the account that wrote it (an address can
   * change hands, an id cannot); another's is refused, told apart from one not there, and so is
   * a note whose author is unknown.
   */
  async deleteNote({
    id,
    noteId,
    actorId,
  }: NoteDeleteRequest): Promise<Detailed<R> | NoteDeleteRefused | null> {
    if (!UUID_PATTERN.test(noteId)) return null;
    let found = false;
    let refused = false;
    const record = await this.worked(id, actorId, async (manager) => {
      const note = await manager.findOneBy(ActivityEntryRow, {
        id: noteId,
        recordId: id,
        type: 'note',
      });
      found = !!note;
      if (!note) return false;
      refused = note.actorId !== actorId;
      if (refused) return false;
      await manager.delete(ActivityEntryRow, { id: noteId });
      return true;
    });
    if (refused) return { refused: 'not-author' };
    return found ? record : null;
  }

  /**
   * Mails staff's reply to the visitor, placeholders filled from the record, our earlier replies
   * quoted below (and the visitor's message, inert, when staff ask). The reply's row (and the
   * first reply's time) is committed before the mail is asked for, so the mail's delivery id
   * names a stored reply; if the ask fails, the row is taken back and the call fails, so staff
   * see no reply that was never sent. Past its address's daily cap (`ReplyCap`) the reply is
   * stored held and mailed only if an admin releases it (`decideReply`). `alsoChange` writes a
   * kind's own record of the answer in the same transaction. A reply asked for again under its
   * `replyId` is the one stored: nothing is written, and its mail is asked for again (its
   * delivery id keeps it one mail), in case the first ask died before it was made.
   */
  async reply(
    request: ReplyRequest,
    trace: Trace,
    alsoChange?: (manager: EntityManager, row: E) => Promise<void>,
  ): Promise<Detailed<R> | null> {
    const { id, actorId, senderName, templateId, quote } = request;
    const entryId = request.replyId ?? randomUUID();
    let mail: ReplyMail | undefined;
    let firstReply = false;
    let again = false;
    let taken: CapTaken | undefined;
    let lastPromise: E['lastPromise'] = null;
    let record: Detailed<R> | null;
    try {
      record = await this.update(id, async (manager, row) => {
        const stored =
          request.replyId &&
          (await manager.findOneBy(ActivityEntryRow<'reply'>, {
            id: entryId,
            recordId: id,
            type: 'reply',
          }));
        if (stored) {
          again = true;
          if (mailed(stored.data)) mail = await this.replyMail(manager, row, entryId);
          return;
        }
        taken = await this.cap.take(row.email);
        const values = placeholderValues(row, senderName);
        await this.write(
          manager,
          row,
          'reply',
          actorId,
          {
            subject: cut(fillPlaceholders(request.subject, values), LIMITS.replySubject),
            body: cut(fillPlaceholders(request.body, values), LIMITS.replyBody),
            templateId: templateId ?? null,
            senderName,
            quote,
            ...(taken.within ? {} : { hold: { state: 'held' as const } }),
          },
          entryId,
        );
        await alsoChange?.(manager, row);
        if (!taken.within) return;
        lastPromise = row.lastPromise;
        firstReply = await this.answered(manager, row, entryId);
        mail = await this.replyMail(manager, row, entryId);
      });
    } catch (error) {
      await taken?.giveBack();
      throw error;
    }
    if (!record) return null;
    // Only a staff answer mailed from a mail client names its reply: its files go with it.
    if (mail && request.replyId) mail = { ...mail, attachmentsOf: request.replyId };
    if (mail && again) await this.mail.send([mail], trace);
    else if (mail) {
      try {
        await this.mail.send([mail], trace);
      } catch (error) {
        await this.db.transaction(async (manager) => {
          await manager.delete(ActivityEntryRow, { id: entryId });
          await this.takeBack(manager, id, entryId, lastPromise);
          if (firstReply) await this.unanswered(manager, id);
        });
        await taken?.giveBack();
        throw error;
      }
    }
    if (!again) await this.announceWork(id, actorId);
    return record;
  }

  /**
   * An admin's word on a reply held past its address's cap: released, it is mailed as it would
   * have been (once: its delivery id is the reply's, and the locked record lets one decision
   * through); discarded, it never is. A reply not held is refused, told apart from one not
   * there. If the release's mail cannot be asked for, the reply is held again and the call fails.
   */
  async decideReply(
    { id, replyId, decision, actorId }: ReplyDecisionRequest,
    trace: Trace,
  ): Promise<Detailed<R> | ReplyDecisionRefused | null> {
    if (!UUID_PATTERN.test(replyId)) return null;
    let found = false;
    let refused = false;
    let firstReply = false;
    let lastPromise: E['lastPromise'] = null;
    let mail: ReplyMail | undefined;
    const record = await this.update(id, async (manager, row) => {
      const entry = await manager.findOneBy(ActivityEntryRow<'reply'>, {
        id: replyId,
        recordId: id,
        type: 'reply',
      });
      found = !!entry;
      refused = !!entry && entry.data.hold?.state !== 'held';
      if (!entry || refused) return;
      const hold = { state: decision, actorId, at: new Date().toISOString() };
      await this.hold(manager, entry, hold);
      if (decision === 'discard') return;
      lastPromise = row.lastPromise;
      firstReply = await this.answered(manager, row, replyId);
      mail = await this.replyMail(manager, row, replyId);
    });
    if (refused) return { refused: 'not-held' };
    if (!record || !found) return null;
    if (mail) {
      try {
        await this.mail.send([mail], trace);
      } catch (error) {
        await this.db.transaction(async (manager) => {
          const entry = await manager.findOneByOrFail(ActivityEntryRow<'reply'>, { id: replyId });
          await this.hold(manager, entry, { state: 'held' });
          await this.takeBack(manager, id, replyId, lastPromise);
          if (firstReply) await this.unanswered(manager, id);
        });
        throw error;
      }
    }
    await this.announceWork(id, actorId);
    return record;
  }

  /** Moves each record to the status, each in its own transaction with its activity row. */
  bulkStatus({ ids, status, actorId }: BulkStatusRequest): Promise<BulkResult> {
    return this.eachOf(ids, (id) => this.setStatus({ id, status, actorId }));
  }

  /** Gives each record to the owner (or to nobody), each in its own transaction. */
  bulkOwner({ ids, ownerId, actorId }: BulkOwnerRequest): Promise<BulkResult> {
    return this.eachOf(ids, (id) => this.setOwner({ id, ownerId, actorId }));
  }

  /** The kind's figures for the dashboard: what waits, what is overdue, how fast it is answered. */
  async workload(): Promise<WorkloadOfKind> {
    const [waiting, overdue, replies] = await Promise.all([
      filtered(this.repository, this.kind, { waiting: true }, 'r').getCount(),
      filtered(this.repository, this.kind, { overdue: true }, 'r').getCount(),
      this.repository
        .createQueryBuilder('r')
        .select(
          `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r."firstReplyAt" - r."createdAt") / 3600)`,
          'median',
        )
        .addSelect('count(*)::int', 'count')
        .where(`r."createdAt" >= now() - make_interval(days => ${WORKLOAD_DAYS})`)
        .andWhere(`r."firstReplyAt" IS NOT NULL`)
        .getRawOne<{ median: number | null; count: number }>(),
    ]);
    return {
      waiting,
      overdue,
      medianFirstReplyHours: replies?.median ?? null,
      repliedIn30Days: replies?.count ?? 0,
      replyWithinHours: firstResponseHours(RECORD_KINDS[this.kind].work!.due),
    };
  }

  /** How many open (not closed) records each owner has. */
  async openByOwner(): Promise<Map<string, number>> {
    const rows = await this.repository
      .createQueryBuilder('r')
      .select('r."ownerId"', 'ownerId')
      .addSelect('count(*)::int', 'count')
      .where(`r."ownerId" IS NOT NULL AND ${notClosed(this.kind, 'r')}`)
      .groupBy('r."ownerId"')
      .getRawMany<{ ownerId: string; count: number }>();
    return new Map(rows.map((row) => [row.ownerId, row.count]));
  }

  /** The open records nobody owns, oldest first, at most `limit`. */
  async unowned(limit: number): Promise<{ id: string; createdAt: Date }[]> {
    return this.repository
      .createQueryBuilder('r')
      .select(['r.id', 'r.createdAt'])
      .where(`r."ownerId" IS NULL AND ${notClosed(this.kind, 'r')}`)
      .orderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /**
   * Gives every open record of `ownerId` back to nobody, each in its own transaction with its
   * activity row, as staff giving it away would; answers those it gave back.
   */
  async release(ownerId: string, actorId: string): Promise<{ id: string; createdAt: Date }[]> {
    const rows = await this.repository
      .createQueryBuilder('r')
      .select(['r.id', 'r.createdAt'])
      .where(`r."ownerId" = :ownerId AND ${notClosed(this.kind, 'r')}`, { ownerId })
      .getMany();
    const released: { id: string; createdAt: Date }[] = [];
    for (const row of rows) {
      const { changed } = await this.changeOwner({ id: row.id, ownerId: null, actorId });
      if (changed) released.push(row);
    }
    return released;
  }

  /**
   * Gives the kind's waiting records that have no due time one: those stored before due times
   * were kept. Answers how many it filled.
   */
  fillDueTimes(): Promise<number> {
    return this.writeDueTimes(`r."dueAt" IS NULL`);
  }

  /**
   * Counts the due times of the kind's waiting records again, in the hours its DueTimes now
   * uses: an admin changed them. Only a kind whose clock runs in business hours moves; a second
   * count in the same hours changes nothing. Answers how many it moved.
   */
  recountDueTimes(): Promise<number> {
    if (!kindOf(this.kind as WorkedKind).work.due.businessHours) return Promise.resolve(0);
    return this.writeDueTimes('true');
  }

  /**
   * Writes the due times of the kind's waiting records that match `condition`, a batch at a time
   * in id order. Each row is written only while it still waits with the due time it was read
   * with, so a change meanwhile is never overwritten, and only when its time moves.
   */
  private async writeDueTimes(condition: string): Promise<number> {
    const table = this.repository.metadata.tableName;
    let written = 0;
    let after: string | null = null;
    for (;;) {
      const query = this.repository
        .createQueryBuilder('r')
        .where(`${condition} AND ${waitingCondition(this.kind, 'r')}`)
        .orderBy('r.id')
        .limit(DUE_FILL_BATCH);
      if (after !== null) query.andWhere('r.id > :after', { after });
      const rows = await query.getMany();
      if (rows.length === 0) return written;
      after = rows[rows.length - 1].id;
      const times = rows.map((row) => this.due.of(this.kind as WorkedKind, row));
      // An UPDATE answers its rows and how many it changed.
      const [, updated] = await this.repository.query<[unknown[], number]>(
        `UPDATE "${table}" r
          SET "dueAt" = due."dueAt", "atRiskAt" = due."atRiskAt"
          FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[])
            AS due(id, "dueAt", "atRiskAt", "readDueAt")
          WHERE r.id = due.id AND r."dueAt" IS NOT DISTINCT FROM due."readDueAt"
            AND (r."dueAt", r."atRiskAt") IS DISTINCT FROM (due."dueAt", due."atRiskAt")
            AND ${waitingCondition(this.kind, 'r')}`,
        [
          rows.map((row) => row.id),
          times.map((t) => t.dueAt),
          times.map((t) => t.atRiskAt),
          rows.map((row) => row.dueAt),
        ],
      );
      written += updated;
    }
  }

  /**
   * Brings the due times of these records (those of the kind among them) in line with what a
   * change written in SQL left, in its transaction: an erased answer the record waited on.
   */
  async settleDueTimes(manager: EntityManager, ids: string[]): Promise<void> {
    const rows = await manager.findBy(this.options.entity, { id: In(ids) } as never);
    for (const row of rows) await this.settled(manager, row);
  }

  /** The record's submission and confirmation mail, then what staff did, oldest first. */
  protected override async activity(manager: EntityManager, row: E): Promise<ActivityEntry[]> {
    const submitted = row.createdAt.toISOString();
    const activity: ActivityEntry[] = [
      { type: 'submitted', at: submitted },
      {
        type: 'confirmation',
        at: submitted,
        // The notification service knows the mail's state; the gateway fills it in.
        ...queued(`${row.id}.${this.mails.confirmation}`),
      },
      ...(await super.activity(manager, row)),
    ];
    return activity.sort((a, b) =>
      a.at < b.at ? -1 : a.at > b.at ? 1 : rankAtOneInstant(a) - rankAtOneInstant(b),
    );
  }

  protected override get hasActivity(): boolean {
    return true;
  }

  /**
   * Runs a change of the record's work in its transaction; `change` answers whether it changed
   * anything, and only a change is announced.
   */
  private async worked(
    id: string,
    actorId: string,
    change: (manager: EntityManager, row: E) => Promise<boolean>,
  ): Promise<Detailed<R> | null> {
    return (await this.workedChange(id, actorId, change)).record;
  }

  private async workedChange(
    id: string,
    actorId: string,
    change: (manager: EntityManager, row: E) => Promise<boolean>,
  ): Promise<{ record: Detailed<R> | null; changed: boolean }> {
    let changed = false;
    const record = await this.update(id, async (manager, row) => {
      changed = await change(manager, row);
    });
    if (record && changed) await this.announceWork(id, actorId);
    return { record, changed: !!record && changed };
  }

  private announceWork(id: string, actorId: string) {
    return this.events.publish({ type: 'record.worked', kind: this.kind, id, actorId });
  }

  private async write<T extends ActivityRowType>(
    manager: EntityManager,
    row: E,
    type: T,
    actorId: string,
    data: ActivityRowData[T],
    id: string = randomUUID(),
  ): Promise<void> {
    await manager.insert(ActivityEntryRow, {
      id,
      kind: this.kind,
      recordId: row.id,
      type,
      actorId,
      data: data as never,
    });
  }

  /**
   * Marks the record answered by the reply unless it was; answers whether this did. A reply
   * answers the visitor's mailed answers before it too: the record no longer waits on us, and
   * the promise it waited on is recorded kept or breached.
   */
  private async answered(manager: EntityManager, row: E, replyId: string): Promise<boolean> {
    const lastPromise = await recordAnswer(manager, this.kind, row, this.now(), replyId);
    if (row.visitorReplyAt !== null || lastPromise !== null) {
      await manager.update(this.options.entity, { id: row.id }, {
        visitorReplyAt: null,
        ...(lastPromise && { lastPromise }),
      } as never);
    }
    if (row.firstReplyAt !== null) return false;
    await manager.update(this.options.entity, { id: row.id }, {
      firstReplyAt: () => 'now()',
    } as never);
    return true;
  }

  /** Takes back what the reply's answer recorded, the record's last promise as it was before. */
  private async takeBack(
    manager: EntityManager,
    id: string,
    replyId: string,
    lastPromise: E['lastPromise'],
  ): Promise<void> {
    await takeBackAnswer(manager, replyId);
    await manager.update(this.options.entity, { id }, { lastPromise } as never);
  }

  private async unanswered(manager: EntityManager, id: string): Promise<void> {
    await manager.update(this.options.entity, { id }, { firstReplyAt: null } as never);
    await this.settled(
      manager,
      await manager.findOneByOrFail(this.options.entity, { id } as never),
    );
  }

  protected override now(): Date {
    return this.due.now();
  }

  /** The record's due times as its change leaves them: answered, reopened, or waiting again. */
  protected override async settled(manager: EntityManager, row: E): Promise<E> {
    const due = this.due.of(this.kind as WorkedKind, row);
    const same = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();
    if (same(row.dueAt, due.dueAt) && same(row.atRiskAt, due.atRiskAt)) return row;
    await manager.update(this.options.entity, { id: row.id }, due as never);
    return manager.findOneByOrFail(this.options.entity, { id: row.id } as never);
  }

  private async hold(
    manager: EntityManager,
    entry: ActivityEntryRow<'reply'>,
    hold: ActivityRowData['reply']['hold'],
  ): Promise<void> {
    await manager.update(
      ActivityEntryRow,
      { id: entry.id },
      {
        data: { ...entry.data, hold },
      },
    );
  }

  /**
   * A stored reply's mail: its text, the visitor's message when staff asked for it (inert, and
   * headed by their first name or none), and the replies mailed before it, oldest first.
   */
  private async replyMail(manager: EntityManager, row: E, entryId: string): Promise<ReplyMail> {
    const replies = await manager.find(ActivityEntryRow<'reply'>, {
      where: { recordId: row.id, type: 'reply' },
      order: { at: 'ASC', id: 'ASC' },
    });
    const index = replies.findIndex((reply) => reply.id === entryId);
    const { subject, body, quote } = replies[index].data;
    const message = row[this.work.message] as unknown;
    const quoted: QuotedMessage[] = [
      ...(quote && typeof message === 'string' && message
        ? [
            {
              at: row.createdAt.toISOString(),
              from: greetingName(row.name) ?? VISITOR,
              text: cut(inert(message), LIMITS.replyBody),
              visitor: true as const,
            },
          ]
        : []),
      // The mail quotes at most 50: the visitor's message and the 49 latest replies.
      ...replies
        .slice(0, index)
        .filter((reply) => mailed(reply.data))
        .slice(-49)
        .map((reply) => ({
          at: reply.at.toISOString(),
          from: reply.data.senderName,
          text: reply.data.body,
        })),
    ];
    return {
      deliveryId: replyDeliveryId(row.id, entryId),
      template: MailTemplate.StaffReply,
      to: { visitor: row.email },
      subject,
      body,
      replyTo: REPLY_MAILBOX[this.kind as WorkedKind],
      quoted,
    };
  }

  /** Runs a change on each id on its own; an id with no record is reported, not thrown. */
  private async eachOf(
    ids: string[],
    change: (id: string) => Promise<unknown>,
  ): Promise<BulkResult> {
    const result: BulkResult = { changed: [], failed: [] };
    for (const id of ids) {
      if (await change(id)) result.changed.push(id);
      else result.failed.push({ id, code: ErrorCode.NotFound, message: ERROR_MESSAGES.notFound });
    }
    return result;
  }
}
