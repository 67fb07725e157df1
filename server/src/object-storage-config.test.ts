/** The `S3_*` settings: off unless `S3_BUCKET` is set, and every mistake stops the start with its name. */
import { describe, expect, it } from 'vitest';
import { loadConfig, loadObjectStorageConfig } from './config';

describe('S3_* settings', () => {
  it('keeps uploads in the folder when S3_BUCKET is not set', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(loadObjectStorageConfig({ S3_BUCKET: ' ' })).toBeNull();
  });

  it('uses AWS itself with the SDK’s own credentials when only the bucket is set', () => {
    expect(loadObjectStorageConfig({ S3_BUCKET: 'college-uploads' })).toEqual({
      bucket: 'college-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
  });

  it('takes an endpoint (path-style by default), a region, keys and a prefix', () => {
    expect(
      loadObjectStorageConfig({
        S3_BUCKET: 'portal',
        S3_ENDPOINT: 'https://minio.college.edu.pk:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'portal',
        S3_SECRET_ACCESS_KEY: 'a-secret-of-our-own',
        S3_PREFIX: '/uploads/2026/',
      }),
    ).toEqual({
      bucket: 'portal',
      region: 'auto',
      endpoint: 'https://minio.college.edu.pk:9000',
      forcePathStyle: true,
      prefix: 'uploads/2026/',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'a-secret-of-our-own' },
    });
    const virtualHosts = {
      S3_BUCKET: 'portal',
      S3_ENDPOINT: 'https://r2.example',
      S3_FORCE_PATH_STYLE: 'false',
    };
    expect(loadObjectStorageConfig(virtualHosts)?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_BUCKET: 'My_Bucket' }, /S3_BUCKET must be a bucket name .*"My_Bucket"/],
    [
      { S3_BUCKET: 'portal', S3_ENDPOINT: 'minio:9000' },
      /S3_ENDPOINT must be an http\(s\) address .*"minio:9000"/,
    ],
    [
      { S3_BUCKET: 'portal', S3_FORCE_PATH_STYLE: 'yes' },
      /S3_FORCE_PATH_STYLE must be true or false, not "yes"/,
    ],
    [{ S3_BUCKET: 'portal', S3_PREFIX: 'a/../b' }, /S3_PREFIX must be a path .*"a\/..\/b"/],
    [{ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'id' }, /Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: 'https://minio.college.edu.pk' }, /S3_ENDPOINT is set but S3_BUCKET is not/],
  ])('stops the start on %o', (env, message) => {
    expect(() => loadObjectStorageConfig(env)).toThrow(message);
  });
});
