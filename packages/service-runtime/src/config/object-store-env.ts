import { z } from 'zod';

/**
 * Where a process keeps files, through the minio client: MinIO in compose, a local S3 server
 * (s3rver) here. Each process is given a user of its own (docs/operations.md).
 */
export const objectStoreEnv = {
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_BUCKET: z.string().min(3).default('resumes'),
  S3_REGION: z.string().default('us-east-1'),
};
