import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useFacultyCourses } from './api/get-courses';
import { CourseAnnouncementsSection } from './components/course-announcements-section';
import { CourseHeaderSection } from './components/course-header-section';
import { CourseLinksSection } from './components/course-links-section';
import { FacultyPage } from './components/faculty-page';

/**
 * /faculty/courses/:id: the class's home for its teacher, a stack of sections (each its own component): the
 * course, its class announcements, and the course's other pages.
 */
export default function FacultyCoursePage() {
  const t = useT();
  const { id = '' } = useParams();
  const courses = useFacultyCourses();
  const course = courses.data?.find((c) => c._id === id);
  const back = (
    <Link to={paths.faculty.courses} className={buttonClass('secondary')}>
      {t('loop.course.back')}
    </Link>
  );

  if (!course) {
    return (
      <FacultyPage title={t('loop.course.title')} actions={back}>
        {courses.isPending ? (
          <Loading />
        ) : (
          <LoadError
            message={
              courses.isError
                ? errorMessage(courses.error, t('loop.course.loadFailed'))
                : t('loop.course.loadFailed')
            }
            error={courses.error ?? undefined}
            retrying={courses.isFetching}
            onRetry={() => void courses.refetch()}
          />
        )}
      </FacultyPage>
    );
  }

  return (
    <FacultyPage title={course.name} titleWritten subtitle={<bdi dir="ltr">{course.code}</bdi>} actions={back}>
      <CourseHeaderSection course={course} />
      <CourseAnnouncementsSection courseId={course._id} />
      <CourseLinksSection courseId={course._id} />
    </FacultyPage>
  );
}
