/** SMTP_URL and SMTP_FROM: unset sends no e-mail; a malformed URL stops the server at start. */
import { describe, expect, it } from 'vitest';
import { loadSmtpConfig } from '../../config';

describe('SMTP settings', () => {
  it('are off without SMTP_URL', () => {
    expect(loadSmtpConfig({})).toBeNull();
    expect(loadSmtpConfig({ SMTP_URL: '  ', SMTP_FROM: 'a@b.c' })).toBeNull();
  });

  it('take smtp:// and smtps:// URLs, with a default sender', () => {
    expect(loadSmtpConfig({ SMTP_URL: 'smtp://user:pass@mail.example.edu:587' })).toEqual({
      url: 'smtp://user:pass@mail.example.edu:587',
      from: '"College Portal" <no-reply@localhost>',
    });
    expect(
      loadSmtpConfig({ SMTP_URL: 'smtps://mail.example.edu', SMTP_FROM: '"GAC" <portal@college.edu.pk>' }),
    ).toEqual({ url: 'smtps://mail.example.edu', from: '"GAC" <portal@college.edu.pk>' });
  });

  it('refuse anything else at start', () => {
    expect(() => loadSmtpConfig({ SMTP_URL: 'mail.example.edu' })).toThrow(/SMTP_URL/);
    expect(() => loadSmtpConfig({ SMTP_URL: 'http://mail.example.edu' })).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});
