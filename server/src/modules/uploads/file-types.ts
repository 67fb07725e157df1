/**
 * What an uploaded file may be (DESIGN.md §7): an accepted extension, and content that agrees with it, so that
 * an executable renamed to .pdf is refused. Checked on the bytes as they stream in, never after the fact.
 */
import { ACCEPTED_UPLOADS, uploadExtension, type UploadExtension } from '../../../../contract/uploads';

/** What file systems and archive formats allow for one name (ext4, NTFS, zip): bytes of UTF-8. */
const MAX_NAME_BYTES = 255;

/** The accepted extension of a file name, or undefined. */
export function acceptedExtension(fileName: string): UploadExtension | undefined {
  const ext = uploadExtension(fileName);
  return ext && Object.hasOwn(ACCEPTED_UPLOADS, ext) ? (ext as UploadExtension) : undefined;
}

/**
 * The client's file name made safe to keep and show: no folders, no control or direction-override characters
 * (which can disguise an extension), at most 255 bytes of UTF-8 with the extension kept, never cut inside a
 * character (an Urdu letter with its diacritics stays whole), so that a backup or a download can write it.
 */
export function safeOriginalName(fileName: string): string {
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  name = name.replace(/^\.+/, '').trim();
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) {
    const ext = name.match(/\.[A-Za-z0-9]{1,10}$/)?.[0] ?? '';
    let room = MAX_NAME_BYTES - ext.length;
    let stem = '';
    for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(
      name.slice(0, name.length - ext.length),
    )) {
      room -= Buffer.byteLength(segment);
      if (room < 0) break;
      stem += segment;
    }
    name = stem.trimEnd() + ext;
  }
  return name;
}

const MAGIC: Record<Exclude<UploadExtension, 'txt'>, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46], // %PDF
  docx: [0x50, 0x4b, 0x03, 0x04], // PK\x03\x04: a zip container
  zip: [0x50, 0x4b, 0x03, 0x04],
  doc: [0xd0, 0xcf, 0x11, 0xe0], // OLE2 compound document
  rar: [0x52, 0x61, 0x72, 0x21], // Rar!
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47], // \x89PNG
};

/**
 * Checks a file's content against its extension chunk by chunk: magic bytes at the start, or for text,
 * valid UTF-8 without NUL bytes throughout. `push` every chunk, then ask `matches()` once at the end.
 */
export class ContentCheck {
  private head = Buffer.alloc(0);
  private textOk = true;
  private readonly decoder?: TextDecoder;

  constructor(private readonly ext: UploadExtension) {
    if (ext === 'txt') this.decoder = new TextDecoder('utf-8', { fatal: true });
  }

  push(chunk: Buffer) {
    if (this.head.length < 8) this.head = Buffer.concat([this.head, chunk.subarray(0, 8 - this.head.length)]);
    if (this.decoder && this.textOk) {
      if (chunk.includes(0)) this.textOk = false;
      else this.textOk = this.decode(chunk, true);
    }
  }

  matches(): boolean {
    if (this.decoder) return this.textOk && this.decode(new Uint8Array(0), false);
    const magic = MAGIC[this.ext as Exclude<UploadExtension, 'txt'>];
    return magic.every((byte, i) => this.head[i] === byte);
  }

  private decode(bytes: Uint8Array, stream: boolean): boolean {
    try {
      this.decoder!.decode(bytes, { stream });
      return true;
    } catch {
      return false;
    }
  }
}
