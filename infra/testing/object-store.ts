import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { freePort } from './free-port';

// s3rver ships no types; this is the part of it the harness uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
};

export interface ObjectStore {
  env: Record<string, string>;
  /** Keys of the objects in the bucket. */
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

const ACCESS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

/** A local S3 server (the one `npm start` runs) on a free port and a temporary directory. */
export async function startObjectStore(bucket = 'resumes'): Promise<ObjectStore> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true });
  await server.run();
  const client = new Client({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    pathStyle: true,
    ...ACCESS,
  });
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY: ACCESS.accessKey,
      S3_SECRET_KEY: ACCESS.secretKey,
      S3_BUCKET: bucket,
    },
    async keys() {
      if (!(await client.bucketExists(bucket))) return [];
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, '', true))
        keys.push((item as { name: string }).name);
      return keys;
    },
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
