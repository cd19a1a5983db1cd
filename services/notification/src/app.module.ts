import { VISITOR_REPLY_QUEUES } from '@bytecraft/contracts/inbound';
import { QueueName } from '@bytecraft/contracts/queues';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceDatabase, serviceQueues } from '@bytecraft/service-runtime/service/service-modules';
import { healthControllerFor } from '@bytecraft/service-runtime/health/health.controller';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { ErasureReporter } from '@bytecraft/service-runtime/people/erasure-reporter';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { NOTIFICATION_CONFIG, type NotificationConfig } from './config/notification.config';
import { ConfirmationCap } from './deliveries/confirmation-cap';
import { DeliveriesService } from './deliveries/deliveries.service';
import { DeliveryStatesController } from './deliveries/delivery-states.controller';
import { MailDelivery } from './deliveries/mail-delivery.entity';
import { MailDeliveriesRepository } from './deliveries/mail-deliveries.repository';
import { MailTransport } from './deliveries/mail-transport';
import { AttachmentBucket } from './inbound/attachment-bucket';
import { InboundAttachment } from './inbound/inbound-attachment.entity';
import { InboundAttachmentsRepository } from './inbound/inbound-attachments.repository';
import { InboundAttachmentsService } from './inbound/inbound-attachments.service';
import { InboundController } from './inbound/inbound.controller';
import { InboundImapReader } from './inbound/inbound-imap.reader';
import { InboundMailHandler } from './inbound/inbound-mail.handler';
import { InboundMessage } from './inbound/inbound-message.entity';
import { InboundMessagesRepository } from './inbound/inbound-messages.repository';
import { InboundSmtpServer } from './inbound/inbound-smtp.server';
import { RecordMatcher, recordServicesProvider } from './inbound/record-matcher';
import { visitorReplyPublisherProvider } from './inbound/visitor-reply-publisher';
import { recordAddressesProvider } from './inbound/record-address';
import { StaffAnswers } from './inbound/staff-answers';
import { StaffAnswersController } from './inbound/staff-answers.controller';
import { staffSenderCheckProvider } from './inbound/staff-sender-dkim';
import { NotificationQueueProcessor } from './notification-queue.processor';
import { SendMailHandler } from './deliveries/send-mail.handler';
import { PeopleController } from './people/people.controller';
import { PeopleService } from './people/people.service';
import { NOTIFICATION_MIGRATIONS } from './migrations';
import { CampaignDeliveriesController } from './campaigns/campaign-deliveries.controller';
import { CampaignDeliveriesRepository } from './campaigns/campaign-deliveries.repository';
import { CampaignBounces } from './campaigns/campaign-bounces';

@Module({})
export class AppModule {
  static register(config: NotificationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        serviceDatabase(config, {
          entities: [MailDelivery, InboundMessage, InboundAttachment],
          migrations: NOTIFICATION_MIGRATIONS,
        }),
        // Erasures: where ErasureReporter tells the gateway what was erased. The record services'
        // queues: where a visitor's matched answer goes to the service owning its record. The
        // newsletter's: where a campaign mail's hard bounce goes. Staff answers: where a mail to a
        // record's address waits for the gateway to check its sender.
        ...serviceQueues(
          config,
          QueueName.Notification,
          QueueName.Erasures,
          QueueName.Newsletter,
          QueueName.StaffAnswers,
          ...VISITOR_REPLY_QUEUES,
        ),
      ],
      controllers: [
        healthControllerFor(ServiceName.Notification),
        DeliveryStatesController,
        CampaignDeliveriesController,
        PeopleController,
        InboundController,
        StaffAnswersController,
      ],
      providers: [
        { provide: NOTIFICATION_CONFIG, useValue: config },
        MailTransport,
        ConfirmationCap,
        MailDeliveriesRepository,
        CampaignDeliveriesRepository,
        CampaignBounces,
        DeliveriesService,
        SendMailHandler,
        ErasureReporter,
        PeopleService,
        // Inbound mail lives here, beside the mail log: the Message-IDs a visitor's answer names
        // are those this service sent, so matching them reads its own table.
        InboundMessagesRepository,
        AttachmentBucket,
        InboundAttachmentsRepository,
        InboundAttachmentsService,
        recordServicesProvider,
        RecordMatcher,
        visitorReplyPublisherProvider,
        recordAddressesProvider,
        staffSenderCheckProvider,
        StaffAnswers,
        InboundMailHandler,
        InboundSmtpServer,
        InboundImapReader,
        NotificationQueueProcessor,
        workerConcurrencyProvider(config),
      ],
    };
  }
}
