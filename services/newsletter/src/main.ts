import 'reflect-metadata';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { runService } from '@bytecraft/service-runtime/service/run-service';
import { createNewsletterApp } from './app';
import { loadNewsletterConfig } from './config/newsletter.config';

void runService(ServiceName.Newsletter, () => loadNewsletterConfig(), createNewsletterApp);
