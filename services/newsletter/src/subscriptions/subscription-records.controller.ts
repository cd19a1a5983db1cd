import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  countsController,
  recordsController,
} from '@bytecraft/service-runtime/records/records.module';

/** Staff read subscriptions (list, export, one, counts); their status changes only by mail link. */
export class SubscriptionRecordsController extends recordsController(['newsletter-subscription']) {}

/** The dashboard's counts of subscriptions. */
export class NewsletterCountsController extends countsController(ServiceName.Newsletter) {}
