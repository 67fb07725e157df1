import { describe, expect, it } from 'vitest';
import { acceptedExtension, ContentCheck, safeOriginalName } from './file-types';

const check = (ext: Parameters<typeof acceptedExtension>[0] & string, ...chunks: (string | number[])[]) => {
  const c = new ContentCheck(acceptedExtension(`x.${ext}`)!);
  for (const chunk of chunks) c.push(Buffer.from(chunk as string));
  return c.matches();
};

describe('file types', () => {
  it('accepts only the listed extensions, in any case', () => {
    expect(acceptedExtension('Report.PDF')).toBe('pdf');
    expect(acceptedExtension('photo.jpeg')).toBe('jpeg');
    expect(acceptedExtension('setup.exe')).toBeUndefined();
    expect(acceptedExtension('pdf')).toBeUndefined();
    expect(acceptedExtension('x.constructor')).toBeUndefined();
  });

  it('matches magic bytes to the extension, even when they arrive split across chunks', () => {
    expect(check('pdf', '%P', 'DF-1.4')).toBe(true);
    expect(check('pdf', 'MZ\x90\x00')).toBe(false);
    expect(check('docx', [0x50, 0x4b, 0x03, 0x04, 0x14])).toBe(true);
    expect(check('doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1])).toBe(true);
    expect(check('doc', [0x50, 0x4b, 0x03, 0x04])).toBe(false);
    expect(check('rar', 'Rar!\x1a\x07')).toBe(true);
    expect(check('jpg', [0xff, 0xd8, 0xff, 0xe0])).toBe(true);
    expect(check('png', [0x89, 0x50, 0x4e, 0x47, 0x0d])).toBe(true);
    expect(check('png', [0x89, 0x50])).toBe(false);
  });

  it('text must be valid UTF-8 without NUL bytes, even with a character split across chunks', () => {
    const check2 = Buffer.from('✓');
    expect(check('txt', 'plain text', [...check2.subarray(0, 1)], [...check2.subarray(1)])).toBe(true);
    expect(check('txt', 'a\0b')).toBe(false);
    expect(check('txt', [0xc3, 0x28])).toBe(false);
    expect(check('txt', 'ends mid-character', [0xe2, 0x9c])).toBe(false);
  });

  it('keeps only a safe base name of what the client sent', () => {
    expect(safeOriginalName('C:\\Users\\ali\\essay.docx')).toBe('essay.docx');
    expect(safeOriginalName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(safeOriginalName('bad\u0000\u001b[31mname.pdf')).toBe('bad[31mname.pdf');
    expect(safeOriginalName('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    expect(safeOriginalName('..hidden.txt')).toBe('hidden.txt');
    const long = safeOriginalName(`${'a'.repeat(500)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it.each([
    ['Urdu letters (2 bytes each) with diacritics', `${'مَقالہ '.repeat(60)}.docx`],
    ['emoji (4 bytes, two UTF-16 units each)', `${'📚'.repeat(100)}.pdf`],
    ['a mix ending in a long extension-less name', `${'é'.repeat(300)}`],
  ])('cuts a long name of %s to 255 bytes of UTF-8 without splitting a character', (_, name) => {
    const safe = safeOriginalName(name);
    expect(Buffer.byteLength(safe)).toBeLessThanOrEqual(255);
    expect(Buffer.byteLength(safe)).toBeGreaterThan(240);
    // A split character would come back from UTF-8 as U+FFFD, and a lone surrogate is not well formed.
    expect(Buffer.from(safe, 'utf8').toString('utf8')).toBe(safe);
    expect(name.normalize('NFC').startsWith(safe.replace(/\.[a-z]+$/, ''))).toBe(true);
    const ext = /\.[a-z]+$/.exec(name)?.[0];
    if (ext) expect(safe.endsWith(ext)).toBe(true);
  });
});
