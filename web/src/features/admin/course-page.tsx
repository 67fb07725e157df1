/**
 * /admin/courses/:id: a course's home as an admin sees it (issue 25: "a course's teacher (and admins) add
 * materials"): what the course is and who teaches it, then its materials and class announcements, managed
 * with the same sections as its teacher's page.
 */
import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AreaPage } from '../../components/area-page';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { valueLabel } from '../../lib/i18n/reference';
import { ManageClassAnnouncementsSection } from '../course-home/manage-class-announcements-section';
import { ManageMaterialsSection } from '../materials/manage-materials-section';
import { coursesKey } from './api/get-courses';
import { getCourse } from './api/get-course';

export default function AdminCoursePage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useQuery({ queryKey: [...coursesKey, 'detail', id], queryFn: () => getCourse(id) });
  const back = (
    <Link to={paths.admin.courses} className={buttonClass('secondary')}>
      {t('courses.backToList')}
    </Link>
  );
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.admin.enterGradesFor(id)} className={buttonClass('secondary')}>
        {t('courses.enterGrades')}
      </Link>
      <Link to={paths.admin.quizzes.list(id)} className={buttonClass('secondary')}>
        <ListChecks aria-hidden="true" className="size-4" />
        {t('courses.quizzes')}
      </Link>
      {back}
    </div>
  );

  if (!detail.data) {
    return (
      <AreaPage area="area.admin" title={t('courses.page')} actions={back}>
        {detail.isPending ? (
          <Loading />
        ) : (
          <LoadError
            message={errorMessage(detail.error, t('courses.pageLoadFailed'))}
            error={detail.error}
            retrying={detail.isFetching}
            onRetry={() => void detail.refetch()}
          />
        )}
      </AreaPage>
    );
  }

  const { course } = detail.data;
  const rows = [
    { label: t('courses.field.instructor'), value: course.instructor_id?.name ?? t('courses.notAssigned') },
    {
      label: t('courses.field.department'),
      value: valueLabel(course.department_id?.name) ?? t('courses.noDepartment'),
    },
    { label: t('courses.field.semester'), value: course.semester },
    { label: t('courses.field.credits'), value: course.credits },
  ];
  return (
    <AreaPage
      area="area.admin"
      title={course.name}
      titleWritten
      subtitle={<bdi dir="ltr">{course.code}</bdi>}
      actions={actions}
    >
      <Card role="region" aria-label={course.name} className="flex flex-col gap-3">
        {course.description && (
          <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {course.description}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
              <dd dir="auto" className="font-medium">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <ManageMaterialsSection courseId={course._id} />
      <ManageClassAnnouncementsSection courseId={course._id} />
    </AreaPage>
  );
}
