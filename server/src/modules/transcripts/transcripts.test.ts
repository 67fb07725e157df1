/** Official transcripts: the PDF's content read back, the public check of its code, and who may issue one. */
import { desc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { GradeSummary } from '../../../../contract/student';
import { TRANSCRIPT_MESSAGES, VERIFICATION_ALPHABET } from '../../../../contract/transcripts';
import type { App } from '../../app';
import { auditLog, transcripts } from '../../db/schema';
import { buildAdmin, buildCourse, buildGrade, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { loadPublicPageData } from '../public-site/page-data';

let app: App;
const tokens = {} as Record<'student' | 'other' | 'admin' | 'empty', string>;
let student: Awaited<ReturnType<typeof buildStudent>>;
let other: Awaited<ReturnType<typeof buildStudent>>;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let pending: Awaited<ReturnType<typeof buildStudent>>;

/** Every piece of text of every page, joined by spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

const issueOwn = (token = tokens.student) =>
  injectAs(app, token, {
    method: 'POST',
    url: '/api/students/transcript',
    // A forged Host: the paper must print PUBLIC_URL whatever the request says.
    headers: { host: 'forged.example.com' },
  });
const issueFor = (id: string, token = tokens.admin) =>
  injectAs(app, token, { method: 'POST', url: `/api/admin/students/${id}/transcript` });
const verify = (code: string) => app.inject({ method: 'GET', url: `/api/transcripts/verify/${code}` });
const latestTranscript = async (studentId: string) =>
  (
    await app.db
      .select()
      .from(transcripts)
      .where(eq(transcripts.studentId, studentId))
      .orderBy(desc(transcripts.issuedAt))
      .limit(1)
  )[0];

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://portal.college.test' });
  student = await buildStudent(app, { name: 'Hina Bashir', semester: 3 });
  other = await buildStudent(app, { name: 'Other Student' });
  admin = await buildAdmin(app, { name: 'Registrar Admin' });
  const empty = await buildStudent(app, { name: 'No Results Yet' });
  pending = await buildStudent(app, { status: 'pending' });
  const results = [
    { code: 'TR-101', name: 'Programming Fundamentals', semester: 1, credits: 4, marks: 91 },
    { code: 'TR-102', name: 'Calculus', semester: 1, credits: 3, marks: 72 },
    { code: 'TR-201', name: 'Data Structures', semester: 2, credits: 3, marks: 66 },
    { code: 'TR-202', name: 'Discrete Mathematics', semester: 2, credits: 3, marks: 58 },
  ];
  for (const r of results) {
    const course = await buildCourse(app, {
      code: r.code,
      name: r.name,
      semester: r.semester,
      credits: r.credits,
    });
    await buildGrade(app, {
      studentId: student.id,
      courseId: course.id,
      marks: r.marks,
      semester: r.semester,
      credits: r.credits,
    });
    // A midterm is not a final result: it must stay off the transcript and out of the GPA.
    await buildGrade(app, {
      studentId: student.id,
      courseId: course.id,
      marks: 10,
      semester: r.semester,
      credits: r.credits,
      examType: 'midterm',
    });
  }
  const otherCourse = await buildCourse(app, { code: 'TR-301', name: 'Not Hinas Course' });
  await buildGrade(app, { studentId: other.id, courseId: otherCourse.id, marks: 80 });
  tokens.student = await signIn(app, student.email);
  tokens.other = await signIn(app, other.email);
  tokens.admin = await signIn(app, admin.email);
  tokens.empty = await signIn(app, empty.email);
});

afterAll(() => app?.close());

describe('POST /api/students/transcript', () => {
  it('answers a PDF whose text has the student, every course, the SGPAs and the CGPA of the grades summary', async () => {
    const res = await issueOwn();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const row = await latestTranscript(student.id);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=transcript-S-\d+\.pdf$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const summaryRes = await injectAs(app, tokens.student, {
      method: 'GET',
      url: '/api/grades/my-grades/summary',
    });
    const summary = summaryRes.json().data as GradeSummary;
    expect(summary.semesterSummary).toHaveLength(2);

    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Official Transcript');
    expect(text).toContain('Hina Bashir');
    expect(text).toContain('BS Information Technology');
    expect(text).toContain('Information Technology');
    for (const code of ['TR-101', 'TR-102', 'TR-201', 'TR-202']) expect(text).toContain(code);
    expect(text).toContain('Programming Fundamentals');
    expect(text).not.toContain('TR-301');
    for (const s of summary.semesterSummary) {
      expect(text).toContain(`Semester ${s.semester}`);
      expect(text).toContain(`SGPA ${s.sgpa.toFixed(2)}`);
    }
    // 4 x 4.0 + 3 x 3.0 = 25 over 7 credits; 3 x 2.7 + 3 x 2.0 = 14.1 over 6: the finals only.
    expect(summary.semesterSummary.map((s) => s.sgpa)).toEqual([3.57, 2.35]);
    expect(text).toContain(`CGPA ${summary.cgpa?.toFixed(2)}`);
    expect(summary.cgpa).toBe(3.01);
    expect(text).toContain(`Total credits ${summary.totalCredits}`);
    expect(text).toContain('91/100');
    expect(text).toContain('A+');
    expect(text).toMatch(/Date of issue: \d{1,2} [A-Z][a-z]+ \d{4}/);

    expect(row.verificationCode).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/);
    expect(text).toContain(row.verificationCode);
    expect(text).toContain(`Verify at https://portal.college.test/verify/${row.verificationCode}`);
    expect(text).not.toContain('forged.example.com');
    expect(row).toMatchObject({
      studentName: 'Hina Bashir',
      program: 'BS Information Technology',
      cgpa: 3.01,
    });
  });

  it('issues a new, different code each time', async () => {
    await issueOwn();
    const first = (await latestTranscript(student.id)).verificationCode;
    await issueOwn();
    const second = (await latestTranscript(student.id)).verificationCode;
    expect(second).not.toBe(first);
  });

  it('refuses a student with no final results, saying so, and records nothing', async () => {
    const res = await issueOwn(tokens.empty);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRANSCRIPT_MESSAGES.noResults);
  });

  it('is refused, recording nothing, while the college has not set PUBLIC_URL', async () => {
    const unset = await buildTestApp({ publicUrl: null });
    try {
      const someone = await buildStudent(unset);
      const course = await buildCourse(unset, { code: 'TR-901', semester: 1 });
      await buildGrade(unset, { studentId: someone.id, courseId: course.id, marks: 80 });
      const res = await injectAs(unset, await signIn(unset, someone.email), {
        method: 'POST',
        url: '/api/students/transcript',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.transcriptsNeedPublicAddress);
      expect(await unset.db.select().from(transcripts)).toEqual([]);
    } finally {
      await unset.close();
    }
  });

  it('is for students only: an admin signed in gets 403', async () => {
    expect((await issueOwn(tokens.admin)).statusCode).toBe(403);
  });
});

describe('GET /api/transcripts/verify/:code', () => {
  let code: string;
  let issuedAt: Date;
  beforeAll(async () => {
    await issueOwn();
    ({ verificationCode: code, issuedAt } = await latestTranscript(student.id));
  });

  it("confirms the transcript's name, program, CGPA and date of issue, to anyone", async () => {
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'], "a student's results were left to caches").toBe('no-store');
    expect(res.json().data).toEqual({
      name: 'Hina Bashir',
      program: 'BS Information Technology',
      cgpa: 3.01,
      issued_at: issuedAt.toISOString(),
    });
  });

  it('accepts the code typed in lower case or without its dashes', async () => {
    expect((await verify(code.toLowerCase())).statusCode).toBe(200);
    expect((await verify(code.replaceAll('-', ''))).statusCode).toBe(200);
  });

  it('refuses the real code with one character changed', async () => {
    const last = code.at(-1)!;
    const changed = VERIFICATION_ALPHABET[(VERIFICATION_ALPHABET.indexOf(last) + 1) % 32];
    const res = await verify(`${code.slice(0, -1)}${changed}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This transcript could not be verified');
  });

  it('refuses an unknown code', async () => {
    const res = await verify('AAAA-BBBB-CCCC-DDDD-EEEE');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TRANSCRIPT_MESSAGES.notVerified);
  });

  it('refuses junk that is no code at all before looking it up', async () => {
    for (const junk of ['ABCD', `${code}A`, "'%20or%201=1--", 'AAAA-BBBB-CCCC-DDDD-EEE1']) {
      const res = await verify(junk);
      expect(res.statusCode, junk).toBe(400);
    }
  });
});

describe('POST /api/admin/students/:id/transcript', () => {
  it("issues any approved student's transcript, audited", async () => {
    const res = await issueFor(other.id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('Other Student');
    expect(text).toContain('TR-301');
    const row = await latestTranscript(other.id);
    expect(row.issuedBy).toBe(admin.id);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'transcript.issued'));
    expect(entry).toMatchObject({
      entity: 'user',
      entityId: other.id,
      actorId: admin.id,
      summary: 'Transcript issued for Other Student',
    });
  });

  it('answers 404 for a registration still pending, a non-student and an unknown id', async () => {
    for (const id of [pending.id, admin.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await issueFor(id)).statusCode, id).toBe(404);
    }
  });

  it("a student cannot issue another student's transcript", async () => {
    const res = await issueFor(other.id, tokens.student);
    expect(res.statusCode).toBe(403);
    const before = await latestTranscript(other.id);
    const own = await issueOwn(tokens.student);
    // Its own route issues its own transcript, never the other's.
    expect(own.statusCode).toBe(200);
    expect(await latestTranscript(other.id)).toEqual(before);
    expect(await pdfText(new Uint8Array(own.rawPayload))).not.toContain('Other Student');
  });
});

describe('the public page /verify/:code (its data)', () => {
  const pageData = (path: string) =>
    loadPublicPageData(app.db, path, { collegeName: 'Test College', timeZone: 'Asia/Karachi' });

  it('carries the transcript of an issued code, typed in any case', async () => {
    await issueOwn();
    const { verificationCode, issuedAt } = await latestTranscript(student.id);
    const data = await pageData(`/verify/${verificationCode.toLowerCase()}`);
    expect(data.verification?.transcript).toEqual({
      name: 'Hina Bashir',
      program: 'BS Information Technology',
      cgpa: 3.01,
      issued_at: issuedAt.toISOString(),
    });
  });

  it('carries none for a changed code, junk or a malformed escape', async () => {
    const { verificationCode } = await latestTranscript(student.id);
    const changed = `${verificationCode.slice(0, -1)}${verificationCode.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/verify/${changed}`, '/verify/nothing', '/verify/%E0%A4%A']) {
      const data = await pageData(path);
      expect(data.verification, path).toMatchObject({ transcript: null });
    }
  });
});
