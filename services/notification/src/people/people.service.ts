import type {
  ErasureCounts,
  ErasureJob,
  PersonHoldings,
  PersonMail,
} from '@bytecraft/contracts/people';
import { JobName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { ErasureReporter } from '@bytecraft/service-runtime/people/erasure-reporter';
import { personHash } from '@bytecraft/service-runtime/people/person-hash';
import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { ConfirmationCap } from '../deliveries/confirmation-cap';
import {
  MailDeliveriesRepository,
  type LoggedMail,
} from '../deliveries/mail-deliveries.repository';
import { InboundAttachmentsService } from '../inbound/inbound-attachments.service';
import { InboundMessagesRepository } from '../inbound/inbound-messages.repository';

const personMailOf = (mail: LoggedMail): PersonMail => ({
  deliveryId: mail.id,
  template: mail.template,
  status: mail.status,
  sentAt: mail.sentAt?.toISOString() ?? null,
});

/**
 * What the mail log and inbound mail hold of a person: the mails sent (or meant) to their
 * address, the mails they sent us, and their erasure. The log keeps its rows, with the keyed
 * hash in place of the address: what was sent when stays countable, to whom is no longer
 * readable (and without the key, not guessable). The mails they sent us go whole: their words
 * are theirs.
 */
@Injectable()
export class PeopleService {
  constructor(
    private readonly deliveries: MailDeliveriesRepository,
    private readonly inbound: InboundMessagesRepository,
    private readonly attachments: InboundAttachmentsService,
    private readonly cap: ConfirmationCap,
    private readonly reporter: ErasureReporter,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {}

  /**
   * The mails logged to the address and those it sent us, each newest first; notification owns
   * no records.
   */
  async find(email: string): Promise<PersonHoldings> {
    const [mails, inbound] = await Promise.all([
      this.deliveries.ofRecipient(email),
      this.inbound.ofSender(email),
    ]);
    const names = await this.attachments.namesOf(inbound.map((mail) => mail.id));
    return {
      records: [],
      mails: mails.map(personMailOf),
      inbound: inbound.map((mail) => ({ ...mail, attachments: names.get(mail.id) ?? [] })),
    };
  }

  /**
   * Hashes the address of a person's mails (and forgets their confirmations' count) and deletes
   * the mails they sent us; or hashes every address of the mails logged before the mail log's
   * retention cutoff and deletes the inbound mail past its own. Reports how many of each. The
   * changes are the last steps before the report: only a failed report leaves its retry to find
   * nothing left and report zero, as a second delivery does (the gateway keeps a part's first
   * report).
   */
  @OnJob(JobName.ErasureRequested)
  async erase({ erasureId, scope }: ErasureJob): Promise<ErasureCounts> {
    const hashOf = (address: string) => personHash(this.config.PERSON_HASH_KEY, address);
    let mails: number;
    let inbound: number;
    if ('email' in scope) {
      await this.cap.forget(scope.email);
      await this.attachments.eraseSender(scope.email);
      inbound = await this.inbound.eraseSender(scope.email);
      mails = await this.deliveries.hashRecipient(scope.email, hashOf(scope.email));
    } else {
      await this.attachments.eraseBefore(scope.before);
      inbound = await this.inbound.eraseBefore(scope.before);
      const cutoff = new Date(scope.before['mail-log']);
      mails = await this.deliveries.hashRecipientsBefore(cutoff, hashOf);
    }
    const counts: ErasureCounts = { mails, inbound };
    await this.reporter.report({ erasureId, part: ServiceName.Notification, counts });
    return counts;
  }
}
