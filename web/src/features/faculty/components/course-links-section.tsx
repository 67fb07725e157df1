import { CalendarCheck, ClipboardList, GraduationCap, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT, type TranslationKey } from '../../../lib/i18n';

/** The course's existing pages, each opened on this course where the page can be. */
export function CourseLinksSection({ courseId }: { courseId: string }) {
  const t = useT();
  const links: { to: string; label: TranslationKey; icon: typeof Users }[] = [
    { to: paths.faculty.studentsOfCourse(courseId), label: 'loop.course.students', icon: Users },
    { to: paths.faculty.assignments, label: 'loop.course.assignments', icon: ClipboardList },
    { to: paths.faculty.markAttendance, label: 'loop.course.attendance', icon: CalendarCheck },
    { to: paths.faculty.enterGradesFor(courseId), label: 'loop.course.grades', icon: GraduationCap },
    { to: paths.faculty.examEligibilityOf(courseId), label: 'loop.course.eligibility', icon: ShieldCheck },
  ];
  return (
    <Card role="region" aria-labelledby="course-pages" className="flex flex-col gap-4">
      <h2 id="course-pages" className="text-lg font-semibold">
        {t('loop.course.pages')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link to={to} className={buttonClass('secondary', 'w-full justify-start')}>
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
