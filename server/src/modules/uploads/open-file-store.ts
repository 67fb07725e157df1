import type { AppConfig } from '../../config';
import type { FileStore } from './file-store';
import { FolderStore } from './folder-store';

/**
 * The store the configuration asks for: the bucket when `S3_BUCKET` is set, the uploads folder otherwise.
 * The AWS SDK is loaded only for a bucket: it costs a college on the folder a third of a second at each start.
 */
export async function openFileStore(
  config: Pick<AppConfig, 'uploadsDir'> & Partial<Pick<AppConfig, 'objectStorage'>>,
): Promise<FileStore> {
  if (!config.objectStorage) return new FolderStore(config.uploadsDir);
  const { BucketStore } = await import('./bucket-store');
  return new BucketStore(config.objectStorage);
}
