import type { AppConfig } from '../../config';
import { BucketStore } from './bucket-store';
import type { FileStore } from './file-store';
import { FolderStore } from './folder-store';

/** The store the configuration asks for: the bucket when `S3_BUCKET` is set, the uploads folder otherwise. */
export function openFileStore(
  config: Pick<AppConfig, 'uploadsDir'> & Partial<Pick<AppConfig, 'objectStorage'>>,
): FileStore {
  return config.objectStorage ? new BucketStore(config.objectStorage) : new FolderStore(config.uploadsDir);
}
