import 'reflect-metadata';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { runService } from '@bytecraft/service-runtime/service/run-service';
import { createRecruitingApp } from './app';
import { loadRecruitingConfig } from './config/recruiting.config';

void runService(ServiceName.Recruiting, () => loadRecruitingConfig(), createRecruitingApp);
