/** Gathers what a public page shows from the database: the college, the news, a program's offered courses. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../../../contract/locale';
import { findPublicProgram } from '../../../../contract/programs';
import { VERIFY_PATH_PREFIX, type PublicPageData } from '../../../../contract/public-data';
import { currentTerm } from '../../../../contract/term';
import type { Db } from '../../db/client';
import { courses, departments, users } from '../../db/schema';
import { selectAnnouncements, visibleTo } from '../announcements/queries';
import { getAdmissions } from '../settings/admissions';
import { getCollegeInfo } from '../settings/college';
import { findVerification } from '../transcripts/transcripts';

/** A malformed escape such as `%E0%A4%A` is kept as typed rather than failing the page. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** How many announcements the home page lists. */
const HOME_NEWS = 5;

export async function loadPublicPageData(
  db: Db,
  path: string,
  options: { collegeName: string; timeZone: string; locale?: Locale; now?: Date },
): Promise<PublicPageData> {
  const now = options.now ?? new Date();
  const data: PublicPageData = {
    path,
    locale: options.locale ?? DEFAULT_LOCALE,
    college: await getCollegeInfo(db, options.collegeName),
    now: now.toISOString(),
    timeZone: options.timeZone,
  };
  if (path === '/') data.news = await selectAnnouncements(db, visibleTo(['all']), HOME_NEWS);
  if (path === '/admissions' || path === '/admissions/checklist') data.admissions = await getAdmissions(db);
  if (path.startsWith(VERIFY_PATH_PREFIX)) {
    const code = safeDecode(path.slice(VERIFY_PATH_PREFIX.length)).slice(0, 64);
    data.verification = { code, transcript: await findVerification(db, code) };
  }
  const program = path.startsWith('/departments/')
    ? findPublicProgram(path.slice('/departments/'.length))
    : undefined;
  if (program) {
    const term = currentTerm(now, options.timeZone);
    const rows = await db
      .select({
        code: courses.code,
        name: courses.name,
        semester: courses.semester,
        credits: courses.credits,
        isVirtual: courses.isVirtual,
        instructor: users.name,
      })
      .from(courses)
      .innerJoin(departments, eq(departments.id, courses.departmentId))
      .leftJoin(users, eq(users.id, courses.instructorId))
      .where(and(eq(departments.name, program.department), inArray(courses.semester, term.semesters)))
      .orderBy(asc(courses.semester), asc(courses.code));
    data.offered = { term, courses: rows };
  }
  return data;
}
