import 'reflect-metadata';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { runService } from '@bytecraft/service-runtime/service/run-service';
import { createNotificationApp } from './app';
import { loadNotificationConfig } from './config/notification.config';

// Mail can wait a moment; on a busy machine accepting and storing submissions go first
// (README, "Throughput").
void runService(ServiceName.Notification, () => loadNotificationConfig(), createNotificationApp, {
  nice: 10,
});
