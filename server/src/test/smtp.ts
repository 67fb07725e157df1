/** A real SMTP server in the test process (the `smtp-server` package) that keeps what it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_SMTP_CONNECTIONS, DEFAULT_SMTP_RATE_PER_MINUTE, type SmtpConfig } from '../config';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** When the server had the whole message (`performance.now()`). */
  at: number;
}

/** Headers unfolded, and a quoted-printable body decoded: enough to read what nodemailer sends. */
function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '');
  let body = raw.slice(split + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  if (/base64/i.test(header('content-transfer-encoding'))) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/quoted-printable/i.test(header('content-transfer-encoding'))) {
    body = body
      .replace(/=\r\n/g, '')
      .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'));
  }
  return {
    to,
    from: header('from'),
    subject: decodeWords(header('subject')),
    text: body.replace(/\r\n$/, '').replaceAll('\r\n', '\n'),
    at: performance.now(),
  };
}

/** The portal's SMTP settings for a test server, at the default pace unless told. */
export function smtpSettings(url: string, pace: Partial<SmtpConfig> = {}): SmtpConfig {
  return {
    url,
    from: '"Test College" <no-reply@college.test>',
    ratePerMinute: DEFAULT_SMTP_RATE_PER_MINUTE,
    connections: DEFAULT_SMTP_CONNECTIONS,
    ...pace,
  };
}

/**
 * Listens on `port` (any free one by default). `slowMs` makes the server take that long to accept each message,
 * as a busy relay does.
 */
export async function startSmtpServer(port = 0, options: { slowMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let connected = 0;
  let mostConnected = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to doubt.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The portal's pooled connections are closed before the server; a straggler must not hold up a test.
    closeTimeout: 1000,
    onConnect(_session, callback) {
      connected++;
      mostConnected = Math.max(mostConnected, connected);
      callback();
    },
    onClose() {
      connected--;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        if (options.slowMs) setTimeout(callback, options.slowMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** The most connections the server had open at once. */
    mostConnected: () => mostConnected,
    /** The mail sent to an address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const smtp = await startSmtpServer();
  await smtp.close();
  return smtp.port;
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?...?=`, as an Urdu subject is sent) as the text they carry. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replaceAll('_', ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
