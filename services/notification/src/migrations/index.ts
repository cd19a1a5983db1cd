import { CreateMailDeliveries1795000000000 } from './1795000000000-create-mail-deliveries';
import { ClaimMailDeliveries1795000100000 } from './1795000100000-claim-mail-deliveries';
import { SkipCappedConfirmations1795000200000 } from './1795000200000-skip-capped-confirmations';
import { FailExhaustedDeliveries1795000300000 } from './1795000300000-fail-exhausted-deliveries';
import { MailLogAgeAndRecipient1795000400000 } from './1795000400000-mail-log-age-and-recipient';
import { CreateInboundMessages1795000500000 } from './1795000500000-create-inbound-messages';
import { InboundMessagesBySenderAndAge1795000600000 } from './1795000600000-inbound-messages-by-sender-and-age';
import { Bounces1795000700000 } from './1795000700000-bounces';
import { InboundAttachments1795000900000 } from './1795000900000-inbound-attachments';
import { CampaignMailsByCampaign1795000800000 } from './1795000800000-campaign-mails-by-campaign';
import { StaffAnswers1795001000000 } from './1795001000000-staff-answers';

/**
 * The mail log's schema, oldest first: every start brings its database up to the last. A new
 * migration is one file in this folder and its line here.
 */
export const NOTIFICATION_MIGRATIONS = [
  CreateMailDeliveries1795000000000,
  ClaimMailDeliveries1795000100000,
  SkipCappedConfirmations1795000200000,
  FailExhaustedDeliveries1795000300000,
  MailLogAgeAndRecipient1795000400000,
  CreateInboundMessages1795000500000,
  InboundMessagesBySenderAndAge1795000600000,
  Bounces1795000700000,
  CampaignMailsByCampaign1795000800000,
  InboundAttachments1795000900000,
  StaffAnswers1795001000000,
];
