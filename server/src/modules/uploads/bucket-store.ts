/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) through the AWS SDK, so that
 * every server process on every machine sees the same files. Both directions stream: an upload goes out in
 * parts of 5 MB (the smallest S3 accepts) while it arrives, a download is passed on as the store sends it.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStorageConfig } from '../../config';
import {
  assertSafeKey,
  errorCode,
  StoreUnavailableError,
  type FileStore,
  type StoredObject,
} from './file-store';

const PART_SIZE = 5 * 1024 * 1024;

export class BucketStore implements FileStore {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: ObjectStorageConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.location = `s3://${config.bucket}/${config.prefix}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // The SDK's default extra checksums are not understood by every S3-compatible store (older MinIO,
      // R2 on multipart uploads); the store still checks each request's signature and Content-MD5 where needed.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentType: contentType },
      // One part in memory at a time: a file under 5 MB is sent whole once it has arrived, a larger one as a
      // multipart upload that the library aborts (dropping its parts) if the body fails.
      partSize: PART_SIZE,
      queueSize: 1,
    });
    let bodyError: unknown;
    body.once('error', (error) => (bodyError = error));
    try {
      await upload.done();
    } catch (error) {
      // The body's own error (a refused upload) matters more than how the store took the abort.
      throw bodyError ?? error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *keys(): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key?.startsWith(this.prefix)) yield object.Key.slice(this.prefix.length);
      }
    }
  }

  /**
   * A listing of at most one key under the prefix: what the portal's key may do (s3:ListBucket, which a policy
   * may limit to the prefix, where HeadBucket would be refused), and it shows the bucket exists and answers.
   */
  async check(signal: AbortSignal): Promise<void> {
    try {
      await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, MaxKeys: 1 }),
        { abortSignal: signal },
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      throw new StoreUnavailableError(
        signal.aborted
          ? 'the bucket did not answer in time'
          : `the bucket cannot be read (${errorCode(error)}${status ? `, HTTP ${status}` : ''})`,
        { cause: error },
      );
    }
  }

  close(): void {
    this.client.destroy();
  }
}
