import { z } from './zod';
import { LIMITS, text, wholeNumber } from './fields';
import { EMAIL_PATTERN } from './patterns';

/**
 * A newsletter campaign's life: written as a draft, scheduled or sent at once, paused and
 * resumed while sending, sent once every recipient was handed to the mail queue; cancelled
 * from any state before that.
 */
export const CAMPAIGN_STATES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** What each action may start from; any other state answers 409 CONFLICT. */
export const CAMPAIGN_ACTIONS = {
  update: ['draft'],
  send: ['draft'],
  // A scheduled one has no audience yet: it is cancelled, or left to start.
  pause: ['sending'],
  resume: ['paused'],
  cancel: ['draft', 'scheduled', 'sending', 'paused'],
} as const satisfies Record<string, readonly CampaignState[]>;
export type CampaignAction = keyof typeof CAMPAIGN_ACTIONS;

export const CAMPAIGN_LIMITS = { subject: 200, preheader: 200, body: 50_000 } as const;

/** Campaigns a page of the list holds. */
export const CAMPAIGN_PAGE_SIZE = 20;

/** `GET /api/admin/campaigns?page=`: newest first, a page at a time. */
export const campaignListQuerySchema = z.object({
  page: z._default(wholeNumber('Page', 1, 100_000), 1),
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const CAMPAIGN_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CAMPAIGN_LIMITS.subject} characters`,
  subjectOneLine: 'Subject must be one line',
  bodyRequired: 'Body is required',
  bodyTooLong: `Body must be at most ${CAMPAIGN_LIMITS.body} characters`,
  preheaderTooLong: `Preheader must be at most ${CAMPAIGN_LIMITS.preheader} characters`,
  preheaderOneLine: 'Preheader must be one line',
  atInvalid: 'Send time must be a date and time with its offset',
  atPast: 'Send time must be in the future',
  toInvalid: 'Please enter a valid email address',
  testOwnAddress: 'A test is sent only to your own address',
  notFound: 'This campaign was not found',
  notDraft: 'Only a draft campaign can be edited',
  refused: {
    send: 'Only a draft campaign can be sent',
    pause: 'Only a campaign being sent can be paused',
    resume: 'Only a paused campaign can be resumed',
    cancel: 'A campaign that is sent or cancelled cannot be cancelled',
  },
} as const;

const oneLine = (required: string, tooLong: string, notOneLine: string, max: number) =>
  text(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((value) => !/[\r\n]/.test(value), notOneLine),
  );

const subject = oneLine(
  CAMPAIGN_MESSAGES.subjectRequired,
  CAMPAIGN_MESSAGES.subjectTooLong,
  CAMPAIGN_MESSAGES.subjectOneLine,
  CAMPAIGN_LIMITS.subject,
);
const body = text(CAMPAIGN_MESSAGES.bodyRequired).check(
  z.minLength(1, CAMPAIGN_MESSAGES.bodyRequired),
  z.maxLength(CAMPAIGN_LIMITS.body, CAMPAIGN_MESSAGES.bodyTooLong),
);
/** The line inboxes show after the subject; empty is none. */
const preheader = z.pipe(
  z.nullable(
    text(CAMPAIGN_MESSAGES.preheaderTooLong).check(
      z.trim(),
      z.maxLength(CAMPAIGN_LIMITS.preheader, CAMPAIGN_MESSAGES.preheaderTooLong),
      z.refine((value) => !/[\r\n]/.test(value), CAMPAIGN_MESSAGES.preheaderOneLine),
    ),
  ),
  z.transform((value: string | null) => value || null),
);

/** `POST /api/admin/campaigns`: a new draft. The body is Markdown. */
export const campaignDraftSchema = z.strictObject({
  subject,
  body,
  preheader: z.optional(preheader),
});
export type CampaignDraft = z.output<typeof campaignDraftSchema>;

/** `PATCH /api/admin/campaigns/:id`: any of a draft's fields. */
export const campaignPatchSchema = z.partial(campaignDraftSchema);
export type CampaignPatch = z.output<typeof campaignPatchSchema>;

/** `POST /api/admin/campaigns/:id/send`: now, or at a later time. */
export const campaignSendSchema = z.strictObject({
  at: z.optional(
    z.iso
      .datetime({ offset: true, error: CAMPAIGN_MESSAGES.atInvalid })
      .check(z.refine((at) => Date.parse(at) > Date.now(), CAMPAIGN_MESSAGES.atPast)),
  ),
});
export type CampaignSend = z.output<typeof campaignSendSchema>;

/** `POST /api/admin/campaigns/:id/test`: the signed-in staff member's own address. */
export const campaignTestSchema = z.strictObject({
  to: z.pipe(
    z
      .string({ error: CAMPAIGN_MESSAGES.toInvalid })
      .check(
        z.trim(),
        z.maxLength(LIMITS.email, CAMPAIGN_MESSAGES.toInvalid),
        z.regex(EMAIL_PATTERN, CAMPAIGN_MESSAGES.toInvalid),
      ),
    z.transform((to: string) => to.toLowerCase()),
  ),
});
export type CampaignTest = z.output<typeof campaignTestSchema>;

/**
 * A campaign's audience, as the newsletter service counts it: the active subscribers when its
 * send started (`recipients`), those handed to the mail queue (`queued`), those left out because
 * they had unsubscribed by their turn (`skipped`), and those who unsubscribed through it.
 */
export interface AudienceFigures {
  recipients: number;
  queued: number;
  skipped: number;
  unsubscribed: number;
}

/**
 * A campaign's figures, none of them about a person's reading: its audience's, and from the
 * mail log how many of its mails were sent and how many failed.
 */
export interface CampaignFigures extends AudienceFigures {
  sent: number;
  failed: number;
  /** Of the failed, those a delivery report returned (hard or soft). */
  bounced: number;
}

/** A campaign as staff read it. */
export interface CampaignRecord {
  id: string;
  subject: string;
  preheader: string | null;
  /** Markdown. */
  body: string;
  state: CampaignState;
  /** When a scheduled campaign starts. */
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The staff account that wrote it. */
  createdBy: string;
  figures: CampaignFigures;
}

/** A campaign as the newsletter service keeps it: its figures but the mail log's. */
export type StoredCampaign = Omit<CampaignRecord, 'figures'> & { figures: AudienceFigures };

/** A campaign as its mail shows it: the body rendered, and its text part. */
export interface CampaignPreview {
  subject: string;
  preheader: string | null;
  html: string;
  text: string;
}

/**
 * Campaign message patterns over the Redis transport. The newsletter service answers every one
 * but `deliveries`, each with a `CampaignAnswer`:
 * - create: { draft, createdBy } · update: { id, patch } · get: { id }
 * - list: { page } → a `Page<StoredCampaign>`
 * - send: { id, at? } · pause, resume, cancel: { id } · test: { id, to }
 * - preview: { id } → CampaignAnswer<CampaignPreview>, the body rendered
 * The notification service answers `deliveries`: { ids } → CampaignDeliveries by campaign id,
 * and `mailPreview`: a CampaignPreview → the same, as the mail a subscriber gets (its layout).
 */
export const campaignRpc = {
  create: 'newsletter.campaign.create',
  update: 'newsletter.campaign.update',
  get: 'newsletter.campaign.get',
  list: 'newsletter.campaign.list',
  send: 'newsletter.campaign.send',
  pause: 'newsletter.campaign.pause',
  resume: 'newsletter.campaign.resume',
  cancel: 'newsletter.campaign.cancel',
  test: 'newsletter.campaign.test',
  preview: 'newsletter.campaign.preview',
  deliveries: 'notification.campaign-deliveries',
  mailPreview: 'notification.campaign-mail-preview',
} as const;

const campaignId = z.uuid();

/**
 * The requests of `campaignRpc`, checked again by the newsletter service: the transport is a
 * boundary too. A send's time was checked to be in the future where it was asked for.
 */
export const campaignRequestSchemas = {
  create: z.strictObject({ draft: campaignDraftSchema, createdBy: z.uuid() }),
  update: z.strictObject({ id: campaignId, patch: campaignPatchSchema }),
  one: z.strictObject({ id: campaignId }),
  list: z.strictObject({ page: campaignListQuerySchema.shape.page }),
  send: z.strictObject({ id: campaignId, at: z.optional(z.iso.datetime({ offset: true })) }),
  test: z.strictObject({ id: campaignId, to: campaignTestSchema.shape.to }),
};

/** How many of a campaign's mails the mail log has as sent and as failed. */
export type CampaignDeliveries = Record<
  string,
  Pick<CampaignFigures, 'sent' | 'failed' | 'bounced'>
>;

/**
 * The newsletter service's answer: the campaign (the gateway adds the mail log's figures),
 * none by that id, or the state that refuses the action.
 */
export type CampaignAnswer<T = StoredCampaign> =
  | { status: 'ok'; data: T }
  | { status: 'not-found' }
  | { status: 'conflict'; state: CampaignState; action: CampaignAction };

/** The campaign queue's one job: hand the campaign's next batch of recipients to the mail queue. */
export interface CampaignSendJob {
  campaignId: string;
  /** The mail jobs of the batches handed on before, oldest first, whose mails may be unsent. */
  inFlight?: string[];
}

export const campaignSendJobSchema: z.ZodMiniType<CampaignSendJob> = z.strictObject({
  campaignId: z.uuid(),
  // A mail job's id is its mails' delivery ids joined (`mailBatchId`): a batch's is long.
  inFlight: z.optional(z.array(z.string().check(z.maxLength(4000))).check(z.maxLength(50))),
});

/** A campaign mail's delivery id: one per campaign and subscriber, whatever runs send it. */
export const campaignDeliveryId = (campaignId: string, subscriptionId: string) =>
  `${campaignId}.${subscriptionId}`;

/** A campaign mail that bounced for good: the subscriber it was for, by ids only. */
export interface CampaignBounce {
  campaignId: string;
  subscriptionId: string;
}

export const campaignBounceSchema: z.ZodMiniType<CampaignBounce> = z.strictObject({
  campaignId: z.uuid(),
  subscriptionId: z.uuid(),
});

const CAMPAIGN_DELIVERY_ID = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/i;

/** The campaign and subscriber of a delivery id, if it is a campaign mail's (a test's is not). */
export function campaignBounceOf(deliveryId: string): CampaignBounce | undefined {
  const parts = CAMPAIGN_DELIVERY_ID.exec(deliveryId);
  return parts ? { campaignId: parts[1], subscriptionId: parts[2] } : undefined;
}
