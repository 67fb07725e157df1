/**
 * A real S3-protocol server for tests (s3rver, in this process, on a free port, over a temporary folder), and
 * the two file stores the portal can run with, so that the same tests run against both.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { AppConfig, ObjectStorageConfig } from '../config';

export const TEST_BUCKET = 'portal-test';

export interface TestS3Server {
  /** Settings for the portal, as `S3_*` would give them, with an optional key prefix. */
  settings(prefix?: string): ObjectStorageConfig;
  /** Every object's key in the bucket, read by a client of its own (not the portal's store). */
  objectKeys(): Promise<string[]>;
  object(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const settings = (prefix = ''): ObjectStorageConfig => ({
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix,
    // s3rver's own fixed pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const client = new S3Client(settings());
  return {
    settings,
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One of the two places uploads can live, set up for a test file, with a look at what it holds. */
export interface TestFileStore {
  /** The config overrides that make the portal use it. */
  overrides: Partial<AppConfig>;
  /** The keys it holds, as the portal names them (`submissions/<uuid>.pdf`), sorted. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export const FILE_STORE_KINDS = ['the uploads folder', 'an S3 bucket'] as const;

export async function startTestFileStore(kind: (typeof FILE_STORE_KINDS)[number]): Promise<TestFileStore> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  const removeFolder = () => rmSync(uploadsDir, { recursive: true, force: true });
  if (kind === 'the uploads folder') {
    return {
      overrides: { uploadsDir, objectStorage: null },
      async storedKeys() {
        return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name).slice(uploadsDir.length + 1))
          .sort();
      },
      async close() {
        removeFolder();
      },
    };
  }
  const s3 = await startS3Server();
  const prefix = 'college/';
  return {
    // The folder is set too, and must stay empty: with a bucket, nothing is written to disk.
    overrides: { uploadsDir, objectStorage: s3.settings(prefix) },
    async storedKeys() {
      if (readdirSync(uploadsDir).length > 0) throw new Error(`files were written to ${uploadsDir}`);
      const keys = await s3.objectKeys();
      if (keys.some((key) => !key.startsWith(prefix))) throw new Error(`objects outside ${prefix}: ${keys}`);
      return keys.map((key) => key.slice(prefix.length));
    },
    async close() {
      await s3.close();
      removeFolder();
    },
  };
}
