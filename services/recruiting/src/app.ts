import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  createServiceApp,
  type ServiceLogger,
} from '@bytecraft/service-runtime/service/service-app';
import { AppModule } from './app.module';
import type { RecruitingConfig } from './config/recruiting.config';

/** The recruiting service on the shared runtime (transport, logging); `listen()` starts it. */
export const createRecruitingApp = (config: RecruitingConfig, logger?: ServiceLogger) =>
  createServiceApp(ServiceName.Recruiting, AppModule.register(config), config, logger);
