import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  createServiceApp,
  type ServiceLogger,
} from '@bytecraft/service-runtime/service/service-app';
import { AppModule } from './app.module';
import type { LeadConfig } from './config/lead.config';

/** The lead service on the shared runtime (transport, logging); `listen()` starts it. */
export const createLeadApp = (config: LeadConfig, logger?: ServiceLogger) =>
  createServiceApp(ServiceName.Lead, AppModule.register(config), config, logger);
