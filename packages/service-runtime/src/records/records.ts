import { RECORD_KINDS, type RecordKind } from '@bytecraft/contracts/records';
import type { StatusChangeRequest } from '@bytecraft/contracts/records/base';
import type {
  CountsQuery,
  ExportBatch,
  ExportQuery,
  KindCounts,
  ListQuery,
  Page,
} from '@bytecraft/contracts/records/lists';
import type { Detailed, ActivityEntry } from '@bytecraft/contracts/records/work';
import type { ErasureScope } from '@bytecraft/contracts/people';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { WorkOptions } from './worked-records';
import { lastContactBefore, ofAddress, type PersonOptions } from '../people/person-rows';
import type { StaffEvents } from '../staff-events/staff-events';
import { filtered, findExportBatch, findPage, RecentTotals } from './find-page';
import { ActivityEntryRow, toActivityEntry } from './activity-entry.entity';

export interface RecordsOptions<E, R> {
  kind: RecordKind;
  entity: EntityTarget<E>;
  /** The one mapping from a row to what staff read: the fields of the kind's record. */
  toRecord: (entity: E) => R;
  /** For a kind staff work: its table has the work columns (`WorkedRecords`). */
  work?: WorkOptions<E>;
  /** How the kind's rows of one person, and those past retention, are found. */
  person?: PersonOptions;
}

/** What erasing a kind's rows did: how many went, and the keys of the resumes they named. */
export interface Erased {
  erased: number;
  resumeKeys: string[];
}

/**
 * What staff do with one kind of record, answered by the service that owns its table: read a
 * page or every row in batches for an export, read one with its history, move it to another
 * status (the change and its history row in one transaction), count it for the dashboard.
 */
export class Records<E extends ObjectLiteral & { id: string }, R> {
  readonly kind: RecordKind;
  /** The kind's table: its jobs store submissions into it (`WorkedRecords.record`). */
  readonly repository: Repository<E>;
  private readonly totals = new RecentTotals();

  constructor(
    protected readonly db: DataSource,
    protected readonly events: StaffEvents,
    protected readonly options: RecordsOptions<E, R>,
  ) {
    this.kind = options.kind;
    this.repository = db.getRepository(options.entity);
  }

  list(query: ListQuery): Promise<Page<R>> {
    return findPage(
      this.repository,
      this.kind,
      query,
      this.options.toRecord,
      this.totals,
      this.now(),
    );
  }

  /** One batch of the list's CSV export, streamed by the gateway batch after batch. */
  exportBatch(
    request: ExportQuery & { after: string | null; limit: number },
  ): Promise<ExportBatch<R>> {
    return findExportBatch(this.repository, this.kind, request, this.options.toRecord, this.now());
  }

  async get(id: string): Promise<Detailed<R> | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const row = await this.repository.findOneBy({ id } as never);
    return row ? this.detailed(this.db.manager, row) : null;
  }

  /** Runs `change` on the row, locked, inside a transaction; null when there is no such row. */
  async update(
    id: string,
    change: (manager: EntityManager, row: E) => Promise<void>,
  ): Promise<Detailed<R> | null> {
    if (!UUID_PATTERN.test(id)) return null;
    return this.db.transaction(async (manager) => {
      const row = await manager.findOne(this.options.entity, {
        where: { id } as never,
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return null;
      await change(manager, row);
      const updated = await manager.findOneByOrFail(this.options.entity, { id } as never);
      return this.detailed(manager, await this.settled(manager, updated));
    });
  }

  /** Moves a record to one of its kind's statuses and writes who did it in its activity. */
  async setStatus({ id, status, actorId }: StatusChangeRequest): Promise<Detailed<R> | null> {
    if (!RECORD_KINDS[this.kind].statuses.includes(status)) {
      throw new Error(`"${status}" is not a status of ${this.kind}`);
    }
    let from: string | undefined;
    const record = await this.update(id, async (manager, row) => {
      from = (row as { status?: string }).status;
      if (from === status) return;
      await manager.update(this.options.entity, { id }, { status } as never);
      await manager.insert(ActivityEntryRow, {
        id: randomUUID(),
        kind: this.kind,
        recordId: id,
        type: 'status',
        actorId,
        data: { from: from ?? '', to: status },
      });
    });
    if (record && from !== undefined && from !== status) {
      await this.events.publish({
        type: 'status.changed',
        kind: this.kind,
        id,
        from,
        to: status,
        actorId,
      });
    }
    return record;
  }

  /**
   * The kind's rows of one address (lower-cased), newest first, each as its detail, with the
   * date it is ordered by: the person view.
   */
  async ofPerson(email: string): Promise<{ at: Date; record: Detailed<R> }[]> {
    const { where, parameters } = ofAddress(email, this.options.person ?? {});
    const { orderBy } = RECORD_KINDS[this.kind];
    const rows = await this.repository
      .createQueryBuilder('r')
      .where(where, parameters)
      .orderBy(`r.${orderBy}`, 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getMany();
    // One row after the other: an address with thousands of rows (a script at a form) must
    // not take every connection of the pool at once.
    const found: { at: Date; record: Detailed<R> }[] = [];
    for (const row of rows) {
      found.push({ at: row[orderBy] as Date, record: await this.detailed(this.db.manager, row) });
    }
    return found;
  }

  /**
   * Deletes the rows an erasure's scope names (one address, or what is past retention) with
   * their history, in the caller's transaction. The rows are locked first, so a status change
   * or a note arriving meanwhile waits and then finds no record rather than writing history
   * for one that is gone.
   */
  async erase(manager: EntityManager, scope: ErasureScope): Promise<Erased> {
    const person = this.options.person ?? {};
    const { where, parameters } =
      'email' in scope
        ? ofAddress(scope.email, person)
        : (person.pastRetention ?? lastContactBefore)(this.kind, scope);
    const keyColumns = person.resumeKeys ?? [];
    const rows = await keyColumns
      .reduce(
        (query, column) => query.addSelect(`r.${column}`, column),
        manager.createQueryBuilder(this.options.entity, 'r').select('r.id', 'id'),
      )
      .where(where, parameters)
      .setLock('pessimistic_write')
      .getRawMany<Record<string, string | null>>();
    const ids = rows.map((row) => row.id!);
    if (ids.length > 0) {
      await this.eraseHistory(manager, ids);
      await manager
        .createQueryBuilder()
        .delete()
        .from(this.options.entity)
        .where('id = ANY(:ids)', { ids })
        .execute();
    }
    return {
      erased: ids.length,
      resumeKeys: rows.flatMap((row) =>
        keyColumns.map((column) => row[column]).filter((key): key is string => !!key),
      ),
    };
  }

  /** Deletes what the kind keeps about these records beside their rows: their activity. */
  private async eraseHistory(manager: EntityManager, ids: string[]): Promise<void> {
    if (!this.hasActivity) return;
    await manager
      .createQueryBuilder()
      .delete()
      .from(ActivityEntryRow)
      .where('"recordId" = ANY(:ids)', { ids })
      .execute();
  }

  /** Announces a row a worker just stored, for the console's live dashboard. */
  announce(id: string, name: string): Promise<void> {
    return this.events.publish({ type: 'submission.created', kind: this.kind, id, name });
  }

  /** All rows and rows per status, of the whole kind or of the rows a search finds. */
  async counts(query: Partial<CountsQuery> = {}): Promise<KindCounts> {
    const byStatus: Record<string, number> = {};
    let total = 0;
    if (RECORD_KINDS[this.kind].statuses.length === 0) {
      total = await filtered(this.repository, this.kind, query, 'r', this.now()).getCount();
    } else {
      const rows = await filtered(this.repository, this.kind, query, 'r', this.now())
        .select('r.status', 'status')
        .addSelect('count(*)::int', 'count')
        .groupBy('r.status')
        .getRawMany<{ status: string; count: number }>();
      for (const { status, count } of rows) {
        byStatus[status] = count;
        total += count;
      }
    }
    return { total, byStatus };
  }

  /**
   * Whether the kind's records have an activity (and its service an activity_entries table):
   * those staff move through a workflow or work. A newsletter subscription's status changes by
   * mail link, not by staff.
   */
  protected get hasActivity(): boolean {
    return RECORD_KINDS[this.kind].staffSetsStatus;
  }

  /** What a list's filters take as the present: a worked kind's clock. */
  protected now(): Date {
    return new Date();
  }

  /** The row as a change leaves it, once what follows from the change is written too. */
  protected settled(_manager: EntityManager, row: E): Promise<E> {
    return Promise.resolve(row);
  }

  protected async detailed(manager: EntityManager, row: E): Promise<Detailed<R>> {
    return { ...this.options.toRecord(row), activity: await this.activity(manager, row) };
  }

  /** What staff did to the record, oldest first. */
  protected async activity(manager: EntityManager, row: E): Promise<ActivityEntry[]> {
    if (!this.hasActivity) return [];
    const rows = await manager.find(ActivityEntryRow, {
      where: { recordId: row.id },
      order: { at: 'ASC', id: 'ASC' },
    });
    return rows.map(toActivityEntry);
  }
}
