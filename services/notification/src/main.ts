import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createNotificationApp } from './app';
import { loadNotificationConfig } from './config/notification.config';

async function bootstrap() {
  const app = await createNotificationApp(loadNotificationConfig());
  await app.listen();
  new Logger('Notification').log('Notification service consuming the notification queue');
}

void bootstrap();
