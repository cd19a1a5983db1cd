import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';

// s3rver ships no types; this is the part of it the harness uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

/** What a client of the local S3 server needs: its address, keys and bucket. */
export interface ObjectStoreClient {
  port: number;
  /** The gateway's S3_* variables for it. */
  env: Record<string, string>;
  /** Keys of the objects in the bucket. */
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
}

export interface ObjectStore extends ObjectStoreClient {
  stop(): Promise<void>;
}

/** s3rver takes any keys; these are the ones every process here is given. */
const ACCESS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

/** A client of the local S3 server on `port` (started here or in another process). */
export function objectStoreAt(port: number, bucket = 'resumes'): ObjectStoreClient {
  const client = new Client({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    pathStyle: true,
    ...ACCESS,
  });
  return {
    port,
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
  };
}

/**
 * The local S3 server (s3rver), listening at once on a port of its own (or `port`), its files
 * in a temporary directory removed at stop (or in `directory`, which stays: `npm start` keeps
 * its uploads across restarts).
 */
export async function startObjectStore({
  bucket = 'resumes',
  port = 0,
  directory,
}: { bucket?: string; port?: number; directory?: string } = {}): Promise<ObjectStore> {
  const dir = directory ?? mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true });
  const address = await server.run();
  return {
    ...objectStoreAt(address.port, bucket),
    async stop() {
      await server.close();
      if (!directory) rmSync(dir, { recursive: true, force: true });
    },
  };
}
