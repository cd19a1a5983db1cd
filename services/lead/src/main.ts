import 'reflect-metadata';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { runService } from '@bytecraft/service-runtime/service/run-service';
import { createLeadApp } from './app';
import { loadLeadConfig } from './config/lead.config';

void runService(ServiceName.Lead, () => loadLeadConfig(), createLeadApp);
