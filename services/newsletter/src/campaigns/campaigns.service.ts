import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_PAGE_SIZE,
  campaignDeliveryId,
  type AudienceFigures,
  type CampaignAction,
  type CampaignAnswer,
  type CampaignDraft,
  type CampaignPatch,
  type CampaignPreview,
  type CampaignSendJob,
  type StoredCampaign,
} from '@bytecraft/contracts/campaigns';
import type { CampaignMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { Page } from '@bytecraft/contracts/records/lists';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Job, QueueEvents, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from '../config/newsletter.config';
import { Campaign } from './campaign.entity';
import { toStoredCampaign } from './campaign.record';
import { campaignBatchSize } from './campaign-rate';
import { renderCampaign } from './render-campaign';

/** A recipient of the batch being handed on, with their subscription as it is now. */
interface BatchRow {
  position: number;
  subscriptionId: string;
  email: string;
  token: string;
  status: string;
}

/** The campaign job's result: what one run did, for its log line. */
type BatchOutcome = 'stopped' | 'sent' | { queued: number; skipped: number };

/** The rows an UPDATE changed: TypeORM answers a raw one with `[rows, count]`. */
const affected = (result: unknown) => (result as [unknown[], number])[1];

const NO_FIGURES: AudienceFigures = { recipients: 0, queued: 0, skipped: 0, unsubscribed: 0 };

/**
 * Campaigns: drafts staff write, and sending them to the active subscribers. The audience is
 * frozen when the send starts (one INSERT ... SELECT, never read into memory) and handed to
 * the notification queue a batch per job of the campaign queue, whose limiter sets the rate.
 * Each mail's delivery id is `<campaign>.<subscriber>`, so a batch handed twice (a run that
 * died before its commit, a second replica) is still one mail per subscriber.
 */
@Injectable()
export class CampaignsService implements OnModuleDestroy {
  private readonly logger = new Logger(CampaignsService.name);
  private readonly seal: MailLinkSeal;
  private readonly batchSize: number;
  /** Where a batch's mail job is seen finishing. */
  private readonly mailEvents: QueueEvents;

  constructor(
    @InjectRepository(Campaign) private readonly campaigns: Repository<Campaign>,
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QueueName.Campaigns) private readonly queue: Queue,
    @InjectQueue(QueueName.Notification) private readonly mailQueue: Queue,
    private readonly mail: MailPublisher,
    @Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig,
  ) {
    this.seal = new MailLinkSeal(config.MAIL_LINK_KEY);
    this.batchSize = campaignBatchSize(config);
    this.mailEvents = new QueueEvents(QueueName.Notification, {
      connection: redisOptionsFromUrl(config.REDIS_URL),
      prefix: config.QUEUE_PREFIX,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.mailEvents.close();
  }

  async create(draft: CampaignDraft, createdBy: string): Promise<StoredCampaign> {
    const row = await this.campaigns.save(
      this.campaigns.create({
        id: randomUUID(),
        subject: draft.subject,
        body: draft.body,
        preheader: draft.preheader ?? null,
        state: 'draft',
        createdBy,
      }),
    );
    return toStoredCampaign(row, NO_FIGURES);
  }

  /** Newest first, a page at a time. */
  async list(page: number): Promise<Page<StoredCampaign>> {
    const [rows, total] = await this.campaigns.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * CAMPAIGN_PAGE_SIZE,
      take: CAMPAIGN_PAGE_SIZE,
    });
    const figures = await this.figuresOf(rows.map((row) => row.id));
    return {
      data: rows.map((row) => toStoredCampaign(row, figures.get(row.id) ?? NO_FIGURES)),
      pagination: {
        page,
        limit: CAMPAIGN_PAGE_SIZE,
        total,
        totalPages: Math.ceil(total / CAMPAIGN_PAGE_SIZE),
      },
    };
  }

  async get(id: string): Promise<CampaignAnswer> {
    const row = await this.campaigns.findOneBy({ id });
    if (!row) return { status: 'not-found' };
    const figures = await this.figuresOf([id]);
    return { status: 'ok', data: toStoredCampaign(row, figures.get(id) ?? NO_FIGURES) };
  }

  async preview(id: string): Promise<CampaignAnswer<CampaignPreview>> {
    const row = await this.campaigns.findOneBy({ id });
    return row ? { status: 'ok', data: renderCampaign(row) } : { status: 'not-found' };
  }

  /** One conditional update: a draft only, so a campaign being sent never changes under it. */
  update(id: string, patch: CampaignPatch): Promise<CampaignAnswer> {
    return this.transition(id, 'update', patch);
  }

  /**
   * Now: the audience is frozen and the first batch queued. At a later time: scheduled, and a
   * job delayed until then starts it (the campaign queue is the clock).
   */
  async send(id: string, at?: string): Promise<CampaignAnswer> {
    if (at) {
      const answer = await this.transition(id, 'send', { state: 'scheduled', scheduledAt: at });
      if (answer.status === 'ok') {
        await this.queue.add(JobName.CampaignSend, { campaignId: id } satisfies CampaignSendJob, {
          ...DEFAULT_JOB_OPTIONS,
          jobId: `${id}.start`,
          delay: Date.parse(at) - Date.now(),
        });
      }
      return answer;
    }
    const started = await this.db.transaction((manager) => this.start(manager, id));
    if (!started) return this.refused(id, 'send');
    await this.queueNext(id, 'start');
    return this.get(id);
  }

  /** The batch in hand, if any, still goes out; no other does until it is resumed. */
  pause(id: string): Promise<CampaignAnswer> {
    return this.transition(id, 'pause', { state: 'paused' });
  }

  /** Goes on with the recipients not handed on yet. */
  async resume(id: string): Promise<CampaignAnswer> {
    const answer = await this.transition(id, 'resume', { state: 'sending' });
    if (answer.status === 'ok') await this.queueNext(id, `resume.${Date.now()}`);
    return answer;
  }

  /** No batch is handed on after this; the one in hand, if any, still goes out. */
  cancel(id: string): Promise<CampaignAnswer> {
    return this.transition(id, 'cancel', { state: 'cancelled', finishedAt: () => 'now()' });
  }

  /** The campaign as a subscriber gets it, to a staff member's own address (checked by the gateway). */
  async test(id: string, to: string): Promise<CampaignAnswer> {
    const row = await this.campaigns.findOneBy({ id });
    if (!row) return { status: 'not-found' };
    // Never `<campaign>.<...>`: the campaign's figures count the mails under that prefix.
    await this.mail.send([this.mailOf(row, `test.${id}.${randomUUID()}`, to)], {});
    return this.get(id);
  }

  /**
   * The campaign whose mail a subscriber who unsubscribes got last counts the unsubscribe: the
   * link names the subscription, not a campaign, and no more is recorded about who reads what.
   */
  async noteUnsubscribe(subscriptionId: string): Promise<void> {
    await this.db.query(
      `UPDATE newsletter_campaign_recipients SET unsubscribed = true
        WHERE ("campaignId", position) IN (
          SELECT r."campaignId", r.position FROM newsletter_campaign_recipients r
            JOIN newsletter_campaigns c ON c.id = r."campaignId"
           WHERE r."subscriptionId" = $1 AND r.state = 'queued'
           ORDER BY c."startedAt" DESC LIMIT 1)`,
      [subscriptionId],
    );
  }

  /**
   * One batch of a campaign: a scheduled one starts here at its time; one no longer sending
   * (paused, cancelled) stops. The batch's rows stay locked until its mail job is queued, so
   * a run that dies before its commit leaves them pending, and the next run hands them on
   * again under the same delivery ids. A subscriber who unsubscribed since the start is
   * skipped. The next batch is queued at once while fewer than CAMPAIGN_BATCHES_IN_FLIGHT
   * batches' mails may be unsent, else once the oldest is sent (or after
   * CAMPAIGN_BATCH_WAIT_MS), so the mail queue holds a few batches, never the audience.
   */
  @OnJob(JobName.CampaignSend)
  async sendBatch(
    { campaignId, inFlight = [] }: CampaignSendJob,
    context: JobContext,
  ): Promise<BatchOutcome> {
    const campaign = await this.campaigns.findOneBy({ id: campaignId });
    if (campaign?.state === 'scheduled') {
      await this.db.transaction((manager) => this.start(manager, campaignId));
    } else if (campaign?.state !== 'sending') return 'stopped';

    const handed = await this.db.transaction(async (manager) => {
      const rows: BatchRow[] = await manager.query(
        `SELECT r.position, r."subscriptionId", s.email, s.token, s.status
           FROM newsletter_campaign_recipients r
           JOIN newsletter_subscriptions s ON s.id = r."subscriptionId"
          WHERE r."campaignId" = $1 AND r.state = 'pending'
          ORDER BY r.position LIMIT $2
          FOR UPDATE OF r SKIP LOCKED`,
        [campaignId, this.batchSize],
      );
      if (rows.length === 0) return undefined;
      // Read in this transaction: a pause or a cancel committed since the check above wins.
      const now = await manager.findOneBy(Campaign, { id: campaignId });
      if (now?.state !== 'sending') return 'stopped' as const;
      const active = rows.filter((row) => row.status === 'active');
      const skipped = rows.filter((row) => row.status !== 'active');
      await manager.query(
        `UPDATE newsletter_campaign_recipients
            SET state = CASE WHEN position = ANY($2::int[]) THEN 'queued' ELSE 'skipped' END
          WHERE "campaignId" = $1 AND position = ANY($3::int[])`,
        [campaignId, active.map((row) => row.position), rows.map((row) => row.position)],
      );
      const job =
        active.length > 0
          ? await this.mail.publish(
              active.map((row) =>
                this.mailOf(
                  now,
                  campaignDeliveryId(campaignId, row.subscriptionId),
                  row.email,
                  row.token,
                ),
              ),
              {},
            )
          : undefined;
      return {
        job,
        last: rows[rows.length - 1].position,
        queued: active.length,
        skipped: skipped.length,
      };
    });
    if (handed === 'stopped') return 'stopped';
    if (!handed) return (await this.finish(campaignId)) ? 'sent' : 'stopped';
    const unsent = handed.job ? [...inFlight, handed.job.id!] : [...inFlight];
    while (unsent.length > this.config.CAMPAIGN_BATCHES_IN_FLIGHT) {
      await this.waitForMails(unsent.shift()!, context);
    }
    await this.queueNext(campaignId, String(handed.last), unsent);
    return { queued: handed.queued, skipped: handed.skipped };
  }

  /**
   * Freezes the audience: the subscriptions active now, in one statement, with the state
   * change that starts the send, so a second start (two replicas, a retry) finds it started.
   */
  private async start(manager: EntityManager, id: string): Promise<boolean> {
    const started = await manager.query(
      `UPDATE newsletter_campaigns SET state = 'sending', "startedAt" = now(), "updatedAt" = now()
        WHERE id = $1 AND state IN ('draft', 'scheduled')`,
      [id],
    );
    if (affected(started) === 0) return false;
    await manager.query(
      `INSERT INTO newsletter_campaign_recipients ("campaignId", position, "subscriptionId")
       SELECT $1, row_number() OVER (ORDER BY s.id), s.id
         FROM newsletter_subscriptions s WHERE s.status = 'active'`,
      [id],
    );
    return true;
  }

  /** Sent: nothing pending is left (none held by another run's batch either). */
  private async finish(id: string): Promise<boolean> {
    const finished = await this.db.query(
      `UPDATE newsletter_campaigns SET state = 'sent', "finishedAt" = now(), "updatedAt" = now()
        WHERE id = $1 AND state = 'sending'
          AND NOT EXISTS (SELECT 1 FROM newsletter_campaign_recipients
                           WHERE "campaignId" = $1 AND state = 'pending')`,
      [id],
    );
    return affected(finished) > 0;
  }

  private async queueNext(campaignId: string, after: string, inFlight: string[] = []) {
    const job: CampaignSendJob = { campaignId, ...(inFlight.length > 0 ? { inFlight } : {}) };
    await this.queue.add(JobName.CampaignSend, job, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: `${campaignId}.${after}`,
    });
  }

  /**
   * Until a batch's mail job is done: a job removed once done is done too. One that takes
   * longer (the notification service away, an SMTP server refusing for a while) is left to its
   * own retries, and the campaign goes on.
   */
  private async waitForMails(mailJobId: string, context: JobContext): Promise<void> {
    try {
      const job = await Job.fromId(this.mailQueue, mailJobId);
      await job?.waitUntilFinished(this.mailEvents, this.config.CAMPAIGN_BATCH_WAIT_MS);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Missing key for job')) return;
      this.logger.warn(
        { ...context, mailJobId, err: error },
        'a campaign batch is not sent yet; the next one is handed on',
      );
    }
  }

  private mailOf(campaign: Campaign, deliveryId: string, to: string, token?: string): CampaignMail {
    const rendered = renderCampaign(campaign);
    const recipient = { visitor: to };
    return {
      deliveryId,
      template: MailTemplate.NewsletterCampaign,
      to: recipient,
      subject: rendered.subject,
      ...(rendered.preheader ? { preheader: rendered.preheader } : {}),
      html: rendered.html,
      text: rendered.text,
      ...(token
        ? {
            link: {
              ...this.seal.seal('unsubscribe', recipient, token),
              purpose: 'unsubscribe' as const,
            },
          }
        : {}),
    };
  }

  /**
   * An action as one conditional update from the states it may start from; refused, the
   * answer says whether the campaign is missing or in which state it is.
   */
  private async transition(
    id: string,
    action: CampaignAction,
    set: Parameters<Repository<Campaign>['update']>[1],
  ): Promise<CampaignAnswer> {
    const updated = await this.campaigns.update(
      { id, state: In([...CAMPAIGN_ACTIONS[action]]) },
      set,
    );
    if (!updated.affected) return this.refused(id, action);
    return this.get(id);
  }

  private async refused(id: string, action: CampaignAction): Promise<CampaignAnswer> {
    const row = await this.campaigns.findOneBy({ id });
    return row ? { status: 'conflict', state: row.state, action } : { status: 'not-found' };
  }

  /** Each campaign's audience figures, from one grouped pass over their recipients. */
  private async figuresOf(ids: string[]): Promise<Map<string, AudienceFigures>> {
    if (ids.length === 0) return new Map();
    const rows: (AudienceFigures & { campaignId: string })[] = await this.db.query(
      `SELECT "campaignId", count(*)::int AS recipients,
              count(*) FILTER (WHERE state = 'queued')::int AS queued,
              count(*) FILTER (WHERE state = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE unsubscribed)::int AS unsubscribed
         FROM newsletter_campaign_recipients WHERE "campaignId" = ANY($1::uuid[])
        GROUP BY "campaignId"`,
      [ids],
    );
    return new Map(rows.map(({ campaignId, ...figures }) => [campaignId, figures]));
  }
}
