/** A real SMTP server in the test process (the `smtp-server` package) that keeps what it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
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
  if (/quoted-printable/i.test(header('content-transfer-encoding'))) {
    body = body
      .replace(/=\r\n/g, '')
      .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'));
  }
  return {
    to,
    from: header('from'),
    subject: header('subject'),
    text: body.replace(/\r\n$/, '').replaceAll('\r\n', '\n'),
  };
}

export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to doubt.
    disabledCommands: ['STARTTLS'],
    logger: false,
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
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
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
