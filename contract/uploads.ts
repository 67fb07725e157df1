/** Files a student may attach to a submission (spec part 2 §5; DESIGN.md §7). */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Accepted extensions and the media types they are served as. */
export const ACCEPTED_UPLOADS = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type UploadExtension = keyof typeof ACCEPTED_UPLOADS;

/** For the file input's `accept` attribute. */
export const UPLOAD_ACCEPT = Object.keys(ACCEPTED_UPLOADS)
  .map((ext) => `.${ext}`)
  .join(',');

export const uploadExtension = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];

export const isAcceptedUpload = (fileName: string): boolean => {
  const ext = uploadExtension(fileName);
  return !!ext && ext in ACCEPTED_UPLOADS;
};
