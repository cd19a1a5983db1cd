import 'reflect-metadata';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { runService } from '@bytecraft/service-runtime/service/run-service';
import { createNotificationApp } from './app';
import { loadNotificationConfig } from './config/notification.config';

void runService(ServiceName.Notification, () => loadNotificationConfig(), createNotificationApp);
