import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createLeadApp } from './app';
import { loadLeadConfig } from './config/lead.config';

async function bootstrap() {
  const app = await createLeadApp(loadLeadConfig());
  await app.listen();
  new Logger('Lead').log('Lead service consuming the lead queue');
}

void bootstrap();
