/**
 * The Urdu translation is complete: every key of every English dictionary has Urdu and the other way round,
 * with the same placeholders; and every sentence the contract's rules and the server write in English has
 * an Urdu rendering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageTranslation, translateLabel, translateMessage } from '@contract/message-translation';
import { CONTACT_SUBJECTS } from '@contract/enums';
import { MESSAGES } from '@contract/messages';
import { MESSAGES_UR } from '@contract/messages-ur';
import { FIELD_LABELS_UR, SENTENCES_UR } from '@contract/sentences-ur';
import { en } from './en';
import { enAccount } from './en-account';
import { enAdminArea } from './en-admin-area';
import { enAdminPeople } from './en-admin-people';
import { enAdminReports } from './en-admin-reports';
import { enCalendar } from './en-calendar';
import { enClassroom } from './en-classroom';
import { enFaculty } from './en-faculty';
import { enNotifications } from './en-notifications';
import { enCollegeTexts } from './en-college-texts';
import { enPublic } from './en-public';
import { enStudent } from './en-student';
import { enVerify } from './en-verify';
import { ur } from './ur';
import { urAccount } from './ur-account';
import { urAdminArea } from './ur-admin-area';
import { urAdminPeople } from './ur-admin-people';
import { urAdminReports } from './ur-admin-reports';
import { urCalendar } from './ur-calendar';
import { urClassroom } from './ur-classroom';
import { urFaculty } from './ur-faculty';
import { urNotifications } from './ur-notifications';
import { urCollegeTexts } from './ur-college-texts';
import { urPublic } from './ur-public';
import { urStudent } from './ur-student';
import { urVerify } from './ur-verify';

type Dictionary = Readonly<Record<string, string>>;

const PAIRS: [string, Dictionary, Dictionary][] = [
  ['core', en, ur],
  ['public site', enPublic, urPublic],
  ['college texts', enCollegeTexts, urCollegeTexts],
  ['student area', enStudent, urStudent],
  ['faculty area', enFaculty, urFaculty],
  ['classroom', enClassroom, urClassroom],
  ['admin area', enAdminArea, urAdminArea],
  ['admin people', enAdminPeople, urAdminPeople],
  ['admin reports', enAdminReports, urAdminReports],
  ['calendar', enCalendar, urCalendar],
  ['notifications', enNotifications, urNotifications],
  ['verification', enVerify, urVerify],
  ['account recovery', enAccount, urAccount],
  ["server's messages", MESSAGES, MESSAGES_UR],
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(PAIRS)('the %s in Urdu', (_name, english, urdu) => {
  it('has every English key, and no key English lacks', () => {
    expect(Object.keys(urdu).filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in urdu))).toEqual([]);
  });

  it('keeps every placeholder, and translates rather than copies', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(urdu[key]!), key).toEqual(placeholders(text));
      // Every Urdu entry is written in Urdu script (codes, grades and digits may sit inside it).
      if (/[a-z]{3}/i.test(text.replace(/\{\w+\}/g, ''))) expect(urdu[key], key).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

const root = join(__dirname, '../../../..');

/** The `.ts` files of a folder and its subfolders, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('fixtures'))
    .map((file) => join(folder, file));
}

/**
 * The sentences the validation rules and the server write, read from their source: messages of Zod rules
 * (`error:`, `.min(n, '...')`, `z.uuid('...')`), of the server's refusals (`notFound('...')`,
 * `fieldError('field', '...')`), constants named `..._NOT_FOUND`, and the field names given to the
 * contract's field helpers. `${...}` in a template stands for a number or a field name.
 */
function writtenSentences() {
  const sentences = new Map<string, string>();
  const labels = new Set<string>();
  const files = [...sources('contract'), ...sources('server/src')].filter(
    (file) =>
      !/(messages|messages-ur|sentences-ur|reference-ur|message-translation)\.ts$/.test(file) &&
      // The seeds and the security tests' fixtures write sample data, not sentences for people.
      !/^server\/src\/(seed|security|perf|test)\//.test(file) &&
      // The API document's own title is for developers.
      !file.endsWith('openapi.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const found = [
      ...text.matchAll(
        /(?:error:\s*|\.(?:min|max|int|regex|refine)\([^'`()]*(?:\([^)]*\))?[^'`()]*,\s*|z\.(?:uuid|email|url)\(|(?:notFound|badRequest|forbidden|unauthorized|conflict|fieldError)\((?:'\w+',\s*)?|_NOT_FOUND = |(?:message|title|body): |recordActivity\(\s*\w+,\s*[^,]+,\s*)(['`])((?:[A-Z]|\$\{)[^'`]*)\1/g,
      ),
    ];
    for (const match of found) {
      const sentence = match[2]!
        // A field's or a role's name where the sentence names one; a number or a record's name elsewhere.
        .replace(/\$\{label(?:\.toLowerCase\(\))?\}/g, 'Name')
        .replace(/\$\{(?:[^}]*TITLES[^}]*|[\w.]+\.role)\}/g, 'Student')
        .replace(/\$\{[^}]+\}/g, '1')
        // An optional tail (`${reason ? ` ...` : ''}`) is a sentence of its own.
        .replace(/\$\{[^}]*$/, '');
      // Sentences of data only (`${code}: ${title}`) have nothing to translate.
      if (/[a-z]{3}/i.test(sentence)) sentences.set(sentence, file);
    }
    for (const match of text.matchAll(
      /\b(?:requiredText|optionalText|phoneSchema|dateSchema|pastDateSchema|enumSchema|optionalId)\(\s*'([^']+)'/g,
    )) {
      labels.add(match[1]!);
    }
  }
  return { sentences, labels: [...labels] };
}

describe("the server's and the validation rules' sentences in Urdu", () => {
  const urdu = messageTranslation(MESSAGES, MESSAGES_UR, SENTENCES_UR, FIELD_LABELS_UR);
  const { sentences, labels } = writtenSentences();

  it('finds the sentences it checks', () => {
    expect([...sentences.keys()]).toEqual(
      expect.arrayContaining(['Name is required', 'Course not found', 'Choose a valid department']),
    );
    expect(sentences.size).toBeGreaterThan(60);
  });

  it('renders every one of them in Urdu', () => {
    const untranslated = [...sentences]
      .filter(([sentence]) => !/[\u0600-\u06ff]/.test(translateMessage(sentence, urdu)))
      .map(([sentence, file]) => `${file}: ${sentence}`);
    expect(untranslated).toEqual([]);
  });

  it('knows every field name the rules give', () => {
    expect(labels.filter((label) => translateLabel(label, urdu) === undefined)).toEqual([]);
  });

  it('translates MESSAGES with their placeholders filled', () => {
    expect(translateMessage('Attendance marked successfully for 12 students!', urdu)).toBe(
      MESSAGES_UR.attendanceMarked.replace('{n}', '12'),
    );
    expect(translateMessage('Guardian phone must be a valid phone number', urdu)).toBe(
      'سرپرست کا فون درست فون نمبر ہونا چاہیے',
    );
    expect(translateMessage('Choose a valid blood group', urdu)).toBe('درست بلڈ گروپ منتخب کریں');
    // A sentence no template knows is shown as it came rather than garbled.
    expect(translateMessage('Something nobody wrote', urdu)).toBe('Something nobody wrote');
  });
});

describe('strings shown in more than one area', () => {
  it('the contact subjects are in the dictionary that the public site and the admin area both load', async () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(enCollegeTexts).toHaveProperty([`contact.subject.${subject}`]);
      expect(urCollegeTexts).toHaveProperty([`contact.subject.${subject}`]);
    }
    for (const dictionary of ['en-public', 'en-admin-area', 'ur-public', 'ur-admin-area']) {
      const source = readFileSync(join(import.meta.dirname, `${dictionary}.ts`), 'utf8');
      expect(source).toContain(`import './${dictionary.slice(0, 2)}-college-texts';`);
    }
  });
});
