/** Links from the teacher's course page to the course's other pages, each opened on this course. */
import { ClipboardCheck, FileText, GraduationCap, ListChecks, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

export function CoursePagesSection({ courseId }: { courseId: string }) {
  const t = useT();
  const links = [
    { to: paths.faculty.assignmentsOf(courseId), label: t('faculty.action.assignments'), icon: FileText },
    { to: paths.faculty.quizzes.list(courseId), label: t('faculty.action.quizzes'), icon: ListChecks },
    {
      to: paths.faculty.markAttendanceFor(courseId),
      label: t('faculty.action.markAttendance'),
      icon: ClipboardCheck,
    },
    {
      to: paths.faculty.enterGradesFor(courseId),
      label: t('faculty.action.enterGrades'),
      icon: GraduationCap,
    },
    { to: paths.faculty.studentsOfCourse(courseId), label: t('faculty.action.students'), icon: Users },
    { to: paths.faculty.examEligibilityOf(courseId), label: t('loop.course.eligibility'), icon: ShieldCheck },
  ];
  return (
    <Card role="region" aria-labelledby="course-pages" className="flex flex-col gap-3">
      <h2 id="course-pages" className="text-lg font-semibold">
        {t('faculty.course.pages')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonClass('secondary', 'w-full justify-start')}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
