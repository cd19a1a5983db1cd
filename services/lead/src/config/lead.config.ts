import { parseEnv } from '@bytecraft/service-runtime/config/env';
import {
  workedServiceEnv,
  type WorkedServiceConfig,
} from '@bytecraft/service-runtime/service/worked-service';

const schema = workedServiceEnv('lead');

export type LeadConfig = WorkedServiceConfig;

export const loadLeadConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
