import { Inject, Injectable } from '@nestjs/common';
import { Client } from 'minio';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';

/** Every key this service writes starts here: its bucket user is allowed this prefix alone. */
export const INBOUND_PREFIX = 'inbound/';

/**
 * The bucket inbound mail's attachments are kept in, through the minio client: the gateway's
 * (MinIO in compose, a local S3 server here), reached as a user of this service's own.
 */
@Injectable()
export class AttachmentBucket {
  private readonly client: Client;
  private readonly bucket: string;

  constructor(@Inject(NOTIFICATION_CONFIG) config: NotificationConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const secure = endpoint.protocol === 'https:';
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port || (secure ? 443 : 80)),
      useSSL: secure,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
    this.bucket = config.S3_BUCKET;
  }

  /**
   * Stores a file; storing it again under the same key (a job run again) replaces it. A bucket
   * not made yet (a local S3 server before its first upload) is made here; in compose it is
   * made before any service starts, and this user could not.
   */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const put = () =>
      this.client.putObject(this.bucket, key, bytes, bytes.length, { 'content-type': contentType });
    try {
      await put();
    } catch (error) {
      if ((error as { code?: string }).code !== 'NoSuchBucket') throw error;
      await this.client.makeBucket(this.bucket).catch((made: unknown) => {
        // Another replica made it meanwhile.
        if ((made as { code?: string }).code !== 'BucketAlreadyOwnedByYou') throw made;
      });
      await put();
    }
  }

  /** Removes files; one already gone is not an error. */
  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.client.removeObject(this.bucket, key)));
  }
}
