import { parseEnv } from '@bytecraft/service-runtime/config/env';
import {
  workedServiceEnv,
  type WorkedServiceConfig,
} from '@bytecraft/service-runtime/service/worked-service';

const schema = workedServiceEnv('recruiting');

export type RecruitingConfig = WorkedServiceConfig;

export const loadRecruitingConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
