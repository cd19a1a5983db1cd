import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createNewsletterApp } from './app';
import { loadNewsletterConfig } from './config/newsletter.config';

async function bootstrap() {
  const app = await createNewsletterApp(loadNewsletterConfig());
  await app.listen();
  new Logger('Newsletter').log('Newsletter service started');
}

void bootstrap();
