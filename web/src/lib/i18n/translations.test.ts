/**
 * The Urdu translation is complete: every key of every English dictionary has Urdu and the other way round,
 * with the same placeholders; and every sentence the contract's rules and the server write in English has
 * an Urdu rendering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '@contract/enums';
import { CATALOGUE_EN, renderMessage, say } from '@contract/message-catalogue';
import { recallSaid } from '@contract/message-registry';
import { placeholderNames } from '@contract/messages';
import { FIELD_LABELS_UR, URDU } from '@contract/messages-ur';
import { en } from './en';
import { enAccount } from './en-account';
import { enAdminArea } from './en-admin-area';
import { enAdminPeople } from './en-admin-people';
import { enAdminReports } from './en-admin-reports';
import { enAdminTerms } from './en-admin-terms';
import { enCalendar } from './en-calendar';
import { enClassroom } from './en-classroom';
import { enFaculty } from './en-faculty';
import { enNotifications } from './en-notifications';
import { enCollegeTexts } from './en-college-texts';
import { enPublic } from './en-public';
import { enStudent } from './en-student';
import { enMaterials } from './en-materials';
import { enVerify } from './en-verify';
import { enLoop } from './en-loop';
import { enQuizSet } from './en-quiz-set';
import { enQuizTake } from './en-quiz-take';
import { ur } from './ur';
import { urAccount } from './ur-account';
import { urAdminArea } from './ur-admin-area';
import { urAdminPeople } from './ur-admin-people';
import { urAdminReports } from './ur-admin-reports';
import { urAdminTerms } from './ur-admin-terms';
import { urCalendar } from './ur-calendar';
import { urClassroom } from './ur-classroom';
import { urFaculty } from './ur-faculty';
import { urNotifications } from './ur-notifications';
import { urCollegeTexts } from './ur-college-texts';
import { urPublic } from './ur-public';
import { urStudent } from './ur-student';
import { urMaterials } from './ur-materials';
import { urVerify } from './ur-verify';
import { urLoop } from './ur-loop';
import { urQuizSet } from './ur-quiz-set';
import { urQuizTake } from './ur-quiz-take';

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
  ['terms', enAdminTerms, urAdminTerms],
  ['quizzes set by teachers', enQuizSet, urQuizSet],
  ['calendar', enCalendar, urCalendar],
  ['notifications', enNotifications, urNotifications],
  ['verification', enVerify, urVerify],
  ['account recovery', enAccount, urAccount],
  ["the class's home", enLoop, urLoop],
  ['materials and files', enMaterials, urMaterials],
  ['taking a quiz', enQuizTake, urQuizTake],
  ["server's message catalogue", CATALOGUE_EN, URDU.messages],
];

const placeholders = placeholderNames;

describe.each(PAIRS)('the %s in Urdu', (_name, english, urdu) => {
  it('has every English key, and no key English lacks', () => {
    expect(Object.keys(urdu).filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in urdu))).toEqual([]);
  });

  it('keeps every placeholder, and translates rather than copies', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(urdu[key]!), key).toEqual(placeholders(text));
      // Every Urdu entry is written in Urdu script (codes, grades and digits may sit inside it).
      if (/[a-z]{3}/i.test(text.replace(/\{\w+(, plural,.*)?\}/g, ''))) {
        expect(urdu[key], key).toMatch(/[\u0600-\u06ff]/);
      }
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
 * The sentences the validation rules and the server write as text, read from their source: messages of Zod
 * rules (`error:`, `.min(n, '...')`, `z.uuid('...')`), of the server's refusals (`notFound('...')`,
 * `fieldError('field', '...')`), of notifications and the activity log, and the field names given to the
 * contract's field helpers. Each must be a sentence of the catalogue, so that it travels with its code.
 */
function writtenSentences() {
  const sentences = new Map<string, string>();
  const labels = new Set<string>();
  const files = [...sources('contract'), ...sources('server/src')].filter(
    (file) =>
      !/(messages|messages-ur|sentences|reference-ur|message-catalogue|account-messages|transcript-messages)\.ts$/.test(
        file,
      ) &&
      // The seeds and the security tests' fixtures write sample data, not sentences for people.
      !/^server\/src\/(seed|security|perf|test)\//.test(file) &&
      // The API document's own title is for developers.
      !file.endsWith('openapi.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const found = text.matchAll(
      /(?:error:\s*|\.(?:min|max|int|regex|refine)\([^'`()]*(?:\([^)]*\))?[^'`()]*,\s*|z\.(?:uuid|email|url)\(|(?:notFound|badRequest|forbidden|unauthorized|conflict|fieldError)\((?:'\w+',\s*)?|_NOT_FOUND = |(?:message|title|body): |recordActivity\(\s*\w+,\s*[^,]+,\s*)(['`])((?:[A-Z]|\$\{)[^'`]*)\1/g,
    );
    for (const match of found) {
      // Sentences of data only (`${code}: ${title}`) have nothing to translate.
      if (/[a-z]{3}/i.test(match[2]!.replace(/\$\{[^}]*\}/g, ''))) sentences.set(match[2]!, file);
    }
    for (const match of text.matchAll(
      /\b(?:requiredText|optionalText|phoneSchema|dateSchema|pastDateSchema|enumSchema|optionalId|nameText)\(\s*'([^']+)'/g,
    )) {
      labels.add(match[1]!);
    }
    for (const match of text.matchAll(/\bsay(?:Rule)?\('[\w.]+', \{[^}]*\blabel: '([^']+)'/g))
      labels.add(match[1]!);
  }
  return { sentences, labels: [...labels] };
}

describe('the catalogue: every sentence the server sends has a code, and Urdu', () => {
  const { sentences, labels } = writtenSentences();

  it('finds the sentences it checks', () => {
    expect(sentences.size).toBeGreaterThan(5);
    expect(labels).toEqual(expect.arrayContaining(['Name', 'Blood group', 'Course']));
  });

  it('has no sentence written as text outside it: each is said by its code', async () => {
    // The rules' sentences are made (and remembered with their codes) when the schemas load.
    await Promise.all(
      readdirSync(join(root, 'contract'))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => import(/* @vite-ignore */ join(root, 'contract', file))),
    );
    const uncoded = [...sentences]
      .filter(([sentence]) => sentence.includes('${') || !recallSaid(sentence))
      .map(([sentence, file]) => `${file}: ${sentence}`);
    expect(uncoded).toEqual([]);
  });

  it('knows every field name the rules give', () => {
    const known = (label: string) =>
      FIELD_LABELS_UR[label] ?? FIELD_LABELS_UR[label.charAt(0).toUpperCase() + label.slice(1)];
    expect(labels.filter((label) => known(label) === undefined)).toEqual([]);
  });

  it('renders a sentence from its code and parameters, a field name in Urdu, and plural forms', () => {
    expect(say('attendanceMarked', { n: 1 }).message).toBe('Attendance marked successfully for 1 student!');
    expect(say('attendanceMarked', { n: 12 }).message).toBe(
      'Attendance marked successfully for 12 students!',
    );
    expect(renderMessage('attendanceMarked', { n: 12 }, 'ur', URDU)).toBe(
      '12 طلبہ کی حاضری کامیابی سے لگا دی گئی!',
    );
    expect(renderMessage('attendanceMarked', { n: 1 }, 'ur', URDU)).toBe(
      '1 طالب علم کی حاضری کامیابی سے لگا دی گئی!',
    );
    expect(renderMessage('field.phone', { label: 'Guardian phone' }, 'ur', URDU)).toBe(
      'سرپرست کا فون درست فون نمبر ہونا چاہیے',
    );
    expect(renderMessage('field.chooseValid', { label: 'blood group' }, 'ur', URDU)).toBe(
      'درست بلڈ گروپ منتخب کریں',
    );
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

describe('counts that agree with their noun', () => {
  it("a department card's '+N more courses' says 'course' for one, in English and Urdu", async () => {
    const { translator } = await import('./index');
    const { addStrings } = await import('./dictionaries');
    addStrings('en', enPublic);
    addStrings('ur', urPublic);
    expect(translator('en')('departments.moreCourses', { count: 1 })).toBe('+1 more course');
    expect(translator('en')('departments.moreCourses', { count: 3 })).toBe('+3 more courses');
    const urdu = (count: number) =>
      translator('ur')('departments.moreCourses', { count }).replace(/[\u2068\u2069]/g, '');
    expect(urdu(1)).toBe('+1 مزید کورس');
    expect(urdu(3)).toBe('+3 مزید کورسز');
  });
});
