import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadLocale, loadZodLanguage } from './languages';

const zodSentence = () => z.number().safeParse('seven').error?.issues[0]?.message;

describe("Zod's own sentences follow the language", () => {
  afterEach(() => loadLocale('en'));

  it('are in Urdu when a form loads Zod on an Urdu page, and back in English after switching', async () => {
    await loadLocale('ur');
    await loadZodLanguage();
    const urdu = zodSentence();
    expect(urdu).toMatch(/[\u0600-\u06FF]/);
    await loadLocale('en');
    expect(zodSentence()).toMatch(/^Invalid input: expected number/);
  });
});
