/**
 * `npm run create-admin -- --email E --name N [--password-stdin]`: makes an approved admin, the way a
 * real college gets its first account. The password comes from one line on stdin (`--password-stdin`),
 * else from ADMIN_PASSWORD, else it is asked for with the typing hidden. Never on the command line,
 * where it would land in the shell history and the process list.
 *
 * `npm run create-admin -- --email E --reset-password [--password-stdin]`: a new password for an existing
 * admin (no admin resets another's in the portal), its sessions ended and its owner told.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createAdmin, CliError, resetAdminPassword } from './admin-account';
import { openMigratedDatabase, runCli } from './database';

const USAGE = `Usage: npm run create-admin -- --email admin@college.edu.pk --name "Full Name" [--password-stdin]
       npm run create-admin -- --email admin@college.edu.pk --reset-password [--password-stdin]

--reset-password sets a new password for the existing admin with that e-mail, ends its sessions and tells it
(on the bell, and by e-mail with SMTP_URL).

The password is read from one line on stdin with --password-stdin, otherwise from the ADMIN_PASSWORD
environment variable, otherwise asked for in the terminal. Stop a running server on the embedded
database first (only one process can open it).`;

/** The first line of stdin, without its line ending. */
async function readLineFromStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new CliError('--password-stdin was given but stdin was empty');
}

/** Asks a question in the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput(text: string): void };
  let muted = false;
  output._writeToOutput = (text) => {
    if (!muted) process.stdout.write(text);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readLineFromStdin();
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new CliError(
      'No password: use --password-stdin, set ADMIN_PASSWORD, or run in a terminal to be asked',
    );
  }
  const password = await askHidden('Password: ');
  const again = await askHidden('Repeat the password: ');
  if (password !== again) throw new CliError('Passwords do not match');
  return password;
}

runCli(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'reset-password': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const resetting = values['reset-password'];
  if (!values.email || (!values.name && !resetting)) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword(values['password-stdin']);
  const database = await openMigratedDatabase();
  try {
    if (resetting) {
      const admin = await resetAdminPassword({ email: values.email, password }, database.db, {
        sendsEmail: loadConfigOrExit().smtp !== null,
      });
      console.log(
        `The password of admin ${admin.name} <${admin.email}> was reset in ${database.describe}; its sessions ` +
          'ended, and it was told.',
      );
      return;
    }
    const admin = await createAdmin({ email: values.email, name: values.name ?? '', password }, database.db);
    console.log(`Admin ${admin.name} <${admin.email}> created in ${database.describe}; it can sign in now.`);
  } finally {
    await database.close();
  }
});
