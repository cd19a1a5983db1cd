import {
  AUTO_ASSIGNMENT_ACTOR_ID,
  DEFAULT_AVAILABILITY,
  type AssignRequest,
  type Assigned,
  type AssignmentOverview,
  type AssignmentSettings,
  type AssignmentSettingsUpdate,
  type Availability,
  type OwnerLoads,
  type ReleaseRequest,
  type UnownedRecord,
  type UnownedRequest,
} from '@bytecraft/contracts/records/assignment';
import {
  isWorked,
  RECORD_KINDS,
  WORKED_KINDS,
  WORKED_SERVICES,
  type WorkedKind,
} from '@bytecraft/contracts/records';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { filter, type Subscription } from 'rxjs';
import type { EntityManager, Repository } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { Owners, type GivenRecord } from '../records/owners';
import { askEach, askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { StaffEventsStream } from '../staff-events/staff-events.stream';
import { AssignmentKindRow, StaffAvailabilityRow } from './assignment.entities';

/** How many unowned records one pass reads to give out; the next pass takes the rest. */
const PASS_LIMIT = 500;

/** What one pass did: records given out, by owner id, and records given back by leavers. */
export interface AssignmentPass {
  assigned: Record<string, number>;
  released: number;
}

interface Candidate {
  id: string;
  capacity: number;
}

/**
 * Nothing waits unowned. When a worked record is submitted, and every ASSIGNMENT_CHECK_SECONDS
 * (for what an event missed: a replica down, a member back), each replica makes a pass while an
 * admin has turned any kind on: the open records of a disabled account go back to nobody, then
 * the unowned open records of the kinds turned on are given round robin to the active members who opted in and are not away,
 * skipping a member who owns as many open records as their capacity. A pass holds the cursor
 * row's lock from reading the loads to the last record given, so replicas give records out one
 * pass at a time and capacities hold; the owning service gives a record only while nobody owns
 * it, so a record given meanwhile by staff keeps its owner. Each new owner is mailed once per
 * pass, with everything they were given.
 */
@Injectable()
export class AutoAssignment implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AutoAssignment.name);
  private readonly everyMs: number;
  private timer?: NodeJS.Timeout;
  /** This replica's passes run one after another. */
  private running: Promise<unknown> = Promise.resolve();
  /** Whether a pass asked for by `soon` has yet to start. */
  private waiting = false;
  private submissions?: Subscription;

  constructor(
    @InjectRepository(AssignmentKindRow) private readonly kinds: Repository<AssignmentKindRow>,
    @InjectRepository(StaffAvailabilityRow)
    private readonly availability: Repository<StaffAvailabilityRow>,
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly accounts: StaffAccountsService,
    private readonly owners: Owners,
    private readonly events: StaffEventsStream,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.everyMs = config.ASSIGNMENT_CHECK_SECONDS * 1000;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.soon(), this.everyMs);
    this.timer.unref();
    // A new record of a kind given out is given out at once, not at the next tick; the tick
    // finds what this misses.
    this.submissions = this.events.stream
      .pipe(filter((event) => event.type === 'submission.created' && isWorked(event.kind)))
      .subscribe((event) => {
        this.settings()
          .then(({ kinds }) => kinds[event.kind as WorkedKind] && this.soon())
          .catch((error: unknown) =>
            this.logger.warn(
              `Auto-assignment settings unread, the next tick gives it out: ${String(error)}`,
            ),
          );
      });
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.submissions?.unsubscribe();
  }

  async settings(): Promise<AssignmentSettings> {
    const rows = await this.kinds.find();
    const on = new Set(rows.filter((row) => row.enabled).map((row) => row.kind));
    return {
      kinds: Object.fromEntries(
        WORKED_KINDS.map((kind) => [kind, on.has(kind)]),
      ) as AssignmentSettings['kinds'],
    };
  }

  /** The settings and every active member's availability with their open records now. */
  async overview(requestId: string): Promise<AssignmentOverview> {
    const [settings, members, rows, loads] = await Promise.all([
      this.settings(),
      this.accounts.list(),
      this.availability.find(),
      this.loads(requestId),
    ]);
    const said = new Map(rows.map((row) => [row.accountId, row]));
    return {
      ...settings,
      members: members
        .filter((member) => member.state === 'active')
        .map((member) => ({
          accountId: member.id,
          ...availabilityOf(said.get(member.id)),
          openRecords: loads[member.id] ?? 0,
        })),
    };
  }

  /** Turns the kinds named on or off; a kind turned on is given out at once. */
  async updateSettings(update: AssignmentSettingsUpdate): Promise<AssignmentSettings> {
    const rows = Object.entries(update.kinds).map(([kind, enabled]) => ({ kind, enabled }));
    if (rows.length) await this.kinds.upsert(rows, ['kind']);
    this.soon();
    return this.settings();
  }

  async availabilityOf(accountId: string): Promise<Availability> {
    return availabilityOf(await this.availability.findOneBy({ accountId }));
  }

  /** A member's own availability; whatever it frees is given out at once. */
  async setAvailability(accountId: string, availability: Availability): Promise<Availability> {
    await this.availability.upsert({ accountId, ...availability }, ['accountId']);
    this.soon();
    return this.availabilityOf(accountId);
  }

  /**
   * A pass after this replica's current one, unless one is already waiting to start (it will
   * see whatever asked for this); its failure is logged, the next pass retries.
   */
  soon(): void {
    if (this.waiting) return;
    this.waiting = true;
    void this.pass(() => (this.waiting = false)).catch((error: unknown) =>
      this.logger.warn(`Auto-assignment pass failed, the next one tries again: ${String(error)}`),
    );
  }

  /** One pass, after this replica's current one: leavers' records back, then the pool given out. */
  pass(starting?: () => void): Promise<AssignmentPass> {
    const next = this.running
      .catch(() => undefined)
      .then(() => {
        starting?.();
        return this.passNow();
      });
    this.running = next;
    return next;
  }

  private async passNow(): Promise<AssignmentPass> {
    // Every replica passes on a timer whether or not an admin turned anything on: with no kind
    // on, one read of this table is the whole pass, and nothing is asked of the services.
    if (!(await this.kinds.existsBy({ enabled: true }))) return { assigned: {}, released: 0 };
    const requestId = randomUUID();
    const released = await this.releaseLeavers(requestId);
    const given = await this.kinds.manager.transaction((manager) =>
      this.giveOut(manager, requestId),
    );
    const assigned: Record<string, number> = {};
    for (const [ownerId, records] of given) {
      assigned[ownerId] = records.length;
      const owner = await this.accounts.activeById(ownerId);
      await this.owners.tell(owner, AUTO_ASSIGNMENT_ACTOR_ID, records, { requestId });
    }
    return { assigned, released };
  }

  /** The open records of each disabled account go back to nobody; answers how many did. */
  private async releaseLeavers(requestId: string): Promise<number> {
    const loads = await this.loads(requestId);
    const disabled = (await this.accounts.list())
      .filter((member) => member.state === 'disabled' && loads[member.id])
      .map((member) => member.id);
    let released = 0;
    for (const ownerId of disabled) released += await this.release(ownerId, requestId);
    return released;
  }

  /**
   * A member's open records back to nobody, in every service owning worked kinds, given out
   * again at once where their kind is on; answers how many went back. Asked when an account is
   * disabled, whatever is turned on; a pass while any kind is on repeats it for a release that
   * failed.
   */
  async release(ownerId: string, requestId: string): Promise<number> {
    const request: ReleaseRequest = { ownerId, actorId: AUTO_ASSIGNMENT_ACTOR_ID };
    const parts = await askEach<UnownedRecord[]>(
      this.services,
      WORKED_SERVICES,
      staffRpc.releaseOwner,
      request,
      requestId,
    );
    return parts.flat().length;
  }

  /** Gives out the pool under the cursor's lock; answers what each owner was given. */
  private async giveOut(
    manager: EntityManager,
    requestId: string,
  ): Promise<Map<string, GivenRecord[]>> {
    const given = new Map<string, GivenRecord[]>();
    const [cursor] = await manager.query<{ last_account_id: string | null }[]>(
      `SELECT "last_account_id" FROM "assignment_cursor" WHERE "id" = 1 FOR UPDATE`,
    );
    const { kinds } = await this.settings();
    const on = WORKED_KINDS.filter((kind) => kinds[kind]);
    const candidates = on.length ? await this.candidates() : [];
    if (candidates.length === 0) return given;
    const loads = await this.loads(requestId);
    const services = [...new Set(on.map((kind) => RECORD_KINDS[kind].service))];
    const request: UnownedRequest = { kinds: on, limit: PASS_LIMIT };
    const pool = (
      await askEach<UnownedRecord[]>(
        this.services,
        services,
        staffRpc.unownedRecords,
        request,
        requestId,
      )
    )
      .flat()
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .slice(0, PASS_LIMIT);

    // The member after the last one given a record, by id: the round robin's order.
    let next = candidates.findIndex(
      (c) => cursor.last_account_id === null || c.id > cursor.last_account_id,
    );
    if (next === -1) next = 0;
    let last = cursor.last_account_id;
    for (const record of pool) {
      const at = [...candidates.keys()]
        .map((offset) => (next + offset) % candidates.length)
        .find((i) => (loads[candidates[i].id] ?? 0) < candidates[i].capacity);
      if (at === undefined) break;
      const owner = candidates[at];
      const assign: AssignRequest = { kind: record.kind, id: record.id, ownerId: owner.id };
      const answer = await askService<Assigned>(
        this.services,
        staffRpc.assign(RECORD_KINDS[record.kind].service),
        assign,
        requestId,
      );
      if (!answer) continue;
      loads[owner.id] = (loads[owner.id] ?? 0) + 1;
      given.set(owner.id, [...(given.get(owner.id) ?? []), answer]);
      last = owner.id;
      next = (at + 1) % candidates.length;
    }
    await manager.query(`UPDATE "assignment_cursor" SET "last_account_id" = $1 WHERE "id" = 1`, [
      last,
    ]);
    return given;
  }

  /** The active members who opted in and are not away, by id. */
  private async candidates(): Promise<Candidate[]> {
    const [rows, members] = await Promise.all([
      this.availability.findBy({ optedIn: true, away: false }),
      this.accounts.list(),
    ]);
    const active = new Set(members.filter((m) => m.state === 'active').map((m) => m.id));
    return rows
      .filter((row) => active.has(row.accountId))
      .map((row) => ({ id: row.accountId, capacity: row.capacity }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Open records by owner, over every service owning worked kinds. */
  private async loads(requestId: string): Promise<OwnerLoads> {
    const parts = await askEach<OwnerLoads>(
      this.services,
      WORKED_SERVICES,
      staffRpc.ownerLoads,
      {},
      requestId,
    );
    const loads: OwnerLoads = {};
    for (const part of parts) {
      for (const [owner, count] of Object.entries(part)) loads[owner] = (loads[owner] ?? 0) + count;
    }
    return loads;
  }
}

const availabilityOf = (row: StaffAvailabilityRow | null | undefined): Availability =>
  row ? { optedIn: row.optedIn, capacity: row.capacity, away: row.away } : DEFAULT_AVAILABILITY;
