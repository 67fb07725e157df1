/** A downloaded file is saved under the name the server gave it, an Urdu name included. */
import { create } from 'content-disposition';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile } from './download-file';

afterEach(() => vi.unstubAllGlobals());

const answering = (headers: Record<string, string>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['%PDF-1.4']), { status: 200, headers })),
  );

describe('fetchFile', () => {
  it.each([
    ['an English name', 'essay.pdf'],
    ['an Urdu name with quotes', 'مقالہ "final".pdf'],
    ['a name with Latin letters beyond ASCII', 'Taqreer «final».pdf'],
  ])('reads %s from the Content-Disposition the server sends', async (_, name) => {
    answering({ 'content-type': 'application/pdf', 'content-disposition': create(name) });
    expect((await fetchFile('/submissions/s-1/file')).fileName).toBe(name);
  });

  it('reads a quoted name, and names nothing when the header is absent', async () => {
    answering({ 'content-disposition': 'attachment; filename="transcript-BSIT-2025-001.pdf"' });
    expect((await fetchFile('/students/transcript')).fileName).toBe('transcript-BSIT-2025-001.pdf');
    answering({});
    expect((await fetchFile('/students/transcript')).fileName).toBeUndefined();
  });
});
