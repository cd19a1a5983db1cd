import { Inject, Injectable } from '@nestjs/common';
import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * The private bucket uploads go to, through the minio client: MinIO in compose, any
 * S3-compatible server locally. Configuration decides which.
 */
@Injectable()
export class ObjectStorage {
  private readonly client: Client;
  private readonly bucket: string;
  private bucketReady?: Promise<void>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
      useSSL: endpoint.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
    this.bucket = config.S3_BUCKET;
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.putObject(this.bucket, key, content, content.length, {
      'Content-Type': contentType,
    });
  }

  /** The stored bytes as a stream, for staff downloads; nothing is held in memory. */
  read(key: string): Promise<Readable> {
    return this.client.getObject(this.bucket, key);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  /** Created on first use, not at start: the API serves everything else while storage is away. */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }
}
