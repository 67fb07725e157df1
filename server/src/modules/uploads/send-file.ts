/**
 * How every stored file leaves the portal (submissions, materials, assignment attachments; issue 25, item 4):
 * a PDF or an image inline, so the page's viewer can show it, anything else as an attachment, and never in a
 * way that lets the file run script in the portal's origin.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { ACCEPTED_UPLOADS } from '../../../../contract/uploads';
import type { StoredObject } from './file-store';
import { acceptedExtension } from './file-types';

/** The media types a browser shows rather than saves; their content was checked against them on upload. */
const INLINE_TYPES = new Set<string>(['application/pdf', 'image/jpeg', 'image/png']);

/**
 * The media type of a stored file, from the extension of its key: the server generated the key from an
 * accepted extension whose magic bytes (or UTF-8 text) it checked while the file streamed in. The client's
 * file name and declared type are never consulted.
 */
export function storedFileType(key: string): string {
  const ext = acceptedExtension(key);
  return ext ? ACCEPTED_UPLOADS[ext] : 'application/octet-stream';
}

/**
 * Sends a stored file. `Content-Security-Policy: sandbox` makes the response a unique, script-less origin
 * even when it is opened directly (so an HTML or SVG file, were one ever stored, could not reach the
 * portal's cookies or storage); `nosniff` keeps the browser to the declared type.
 */
export function sendStoredFile(
  reply: FastifyReply,
  input: { key: string; fileName: string; file: StoredObject },
) {
  const type = storedFileType(input.key);
  const disposition = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  return (
    reply
      .header('content-type', type)
      .header('content-length', input.file.size)
      // The exact name in RFC 8187 form (`filename*`), with an ASCII fallback for old clients.
      .header('content-disposition', contentDisposition(input.fileName, { type: disposition }))
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // A stream is sent as it is; the typed reply only knows the JSON shapes.
      .send(input.file.stream as unknown as string)
  );
}

/** The OpenAPI description of a stored file's response. */
export const STORED_FILE_RESPONSE = {
  description:
    'The file, with the media type its checked extension stands for. PDF, JPEG and PNG are sent inline (for the ' +
    "page's viewer), every other type as an attachment; always with `Content-Security-Policy: sandbox` and " +
    '`X-Content-Type-Options: nosniff`.',
} as const;
