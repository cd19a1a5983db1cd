import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createRecruitingApp } from './app';
import { loadRecruitingConfig } from './config/recruiting.config';

async function bootstrap() {
  const app = await createRecruitingApp(loadRecruitingConfig());
  await app.listen();
  new Logger('Recruiting').log('Recruiting service started');
}

void bootstrap();
