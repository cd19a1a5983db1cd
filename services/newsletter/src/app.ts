import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  createServiceApp,
  type ServiceLogger,
} from '@bytecraft/service-runtime/service/service-app';
import { AppModule } from './app.module';
import type { NewsletterConfig } from './config/newsletter.config';

/** The newsletter service on the shared runtime (transport, logging); `listen()` starts it. */
export const createNewsletterApp = (config: NewsletterConfig, logger?: ServiceLogger) =>
  createServiceApp(ServiceName.Newsletter, AppModule.register(config), config, logger);
