/** Multipart request bodies for `app.inject`, built the way a browser builds them (FormData). */

export interface TestFile {
  name: string;
  content: string | Uint8Array;
  type?: string;
}

export async function multipartBody(fields: Record<string, string> = {}, ...files: TestFile[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([file.content as BlobPart], { type: file.type ?? 'application/octet-stream' });
    form.append('file', blob, file.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** The first bytes of each accepted file type, followed by filler. */
export const SAMPLE_FILES = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  docx: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
  /** A Windows executable's header. */
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(120)]),
};
