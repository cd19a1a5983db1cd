import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  createServiceApp,
  type ServiceLogger,
} from '@bytecraft/service-runtime/service/service-app';
import { AppModule } from './app.module';
import type { NotificationConfig } from './config/notification.config';

/** The notification service on the shared runtime (transport, logging); `listen()` starts it. */
export const createNotificationApp = (config: NotificationConfig, logger?: ServiceLogger) =>
  createServiceApp(ServiceName.Notification, AppModule.register(config), config, logger);
