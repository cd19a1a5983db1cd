import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'minio';
import { createReadStream } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** How long a presigned upload URL lives: it is used at once. */
const PUT_URL_SECONDS = 15 * 60;
/** A store that reads nothing for this long has failed the upload. */
const PUT_IDLE_TIMEOUT_MS = 60_000;

/**
 * The private bucket uploads go to, through the minio client: MinIO in compose, any
 * S3-compatible server locally. Configuration decides which.
 */
@Injectable()
export class ObjectStorage implements OnModuleDestroy {
  private readonly client: Client;
  private readonly bucket: string;
  private readonly secure: boolean;
  private readonly agent: HttpAgent;
  private bucketReady?: Promise<void>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    this.secure = endpoint.protocol === 'https:';
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port || (this.secure ? 443 : 80)),
      useSSL: this.secure,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
    this.bucket = config.S3_BUCKET;
    this.agent = this.secure
      ? new HttpsAgent({ keepAlive: true })
      : new HttpAgent({ keepAlive: true });
  }

  /**
   * Stores a file, from memory or from disk as it is read, at the pace the store takes it. Not
   * through minio's putObject: it reads any stream of up to 5 MB into one buffer (to sign its
   * hash) before sending it. The minio client presigns the PUT instead, and the file is its
   * body.
   */
  async putFile(
    key: string,
    source: Buffer | string,
    size: number,
    contentType: string,
  ): Promise<void> {
    await this.ensureBucket();
    const url = new URL(await this.client.presignedPutObject(this.bucket, key, PUT_URL_SECONDS));
    const headers = { 'content-length': size, 'content-type': contentType };
    try {
      await this.send(url, source, headers);
    } catch (error) {
      // A kept-alive connection the store closed meanwhile fails at once: the file is still at
      // hand, so it goes again on a new one (Node's advice for `reusedSocket`).
      if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
      await this.send(url, source, headers);
    }
  }

  private async send(url: URL, source: Buffer | string, headers: Record<string, string | number>) {
    let reusedSocket = false;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = (this.secure ? httpsRequest : httpRequest)(
        url,
        { method: 'PUT', agent: this.agent, timeout: PUT_IDLE_TIMEOUT_MS, headers },
        resolve,
      );
      const fail = (error: Error) => reject(Object.assign(error, { reusedSocket }));
      request.on('socket', () => (reusedSocket = request.reusedSocket));
      request.on('timeout', () =>
        request.destroy(new Error(`The object store stalled on ${url.pathname}`)),
      );
      request.on('error', fail);
      // A file in memory goes in one write: a stream pipeline would cost more than the bytes
      // (its AbortController, aborted at the end with a DOMException and its stack trace).
      if (typeof source === 'string') pipeline(createReadStream(source), request).catch(fail);
      else request.end(source);
    });
    let answer = '';
    for await (const chunk of response) answer += String(chunk);
    if (response.statusCode !== 200) {
      throw new Error(`The object store refused ${url.pathname}: ${response.statusCode} ${answer}`);
    }
  }

  /** The stored bytes as a stream, for staff downloads; nothing is held in memory. */
  read(key: string): Promise<Readable> {
    return this.client.getObject(this.bucket, key);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  onModuleDestroy() {
    this.agent.destroy();
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
