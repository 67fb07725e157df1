/** SMTP_URL, SMTP_FROM and the sending pace: unset sends no e-mail; a malformed setting stops the server at start. */
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
      ratePerMinute: 600,
      connections: 5,
    });
    expect(
      loadSmtpConfig({ SMTP_URL: 'smtps://mail.example.edu', SMTP_FROM: '"GAC" <portal@college.edu.pk>' }),
    ).toMatchObject({ url: 'smtps://mail.example.edu', from: '"GAC" <portal@college.edu.pk>' });
  });

  it('refuse anything else at start', () => {
    expect(() => loadSmtpConfig({ SMTP_URL: 'mail.example.edu' })).toThrow(/SMTP_URL/);
    expect(() => loadSmtpConfig({ SMTP_URL: 'http://mail.example.edu' })).toThrow(/smtp:\/\/ or smtps:\/\//);
  });

  it('take the sending pace: messages a minute and connections at once', () => {
    const url = 'smtp://mail.example.edu';
    expect(
      loadSmtpConfig({ SMTP_URL: url, SMTP_RATE_PER_MINUTE: '1200', SMTP_CONNECTIONS: '10' }),
    ).toMatchObject({ ratePerMinute: 1200, connections: 10 });
    expect(() => loadSmtpConfig({ SMTP_URL: url, SMTP_RATE_PER_MINUTE: 'fast' })).toThrow(
      'SMTP_RATE_PER_MINUTE must be a whole number from 1 to 60000, not "fast"',
    );
    expect(() => loadSmtpConfig({ SMTP_URL: url, SMTP_CONNECTIONS: '0' })).toThrow(
      'SMTP_CONNECTIONS must be a whole number from 1 to 100, not "0"',
    );
    expect(() => loadSmtpConfig({ SMTP_URL: url, SMTP_CONNECTIONS: '2.5' })).toThrow(/SMTP_CONNECTIONS/);
  });
});
