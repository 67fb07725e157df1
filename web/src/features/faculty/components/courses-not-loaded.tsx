import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { FacultyCourse } from '../api/get-courses';
import { FacultyPage } from './faculty-page';

/** A course-based faculty page while the teacher's courses load, or when they could not be loaded. */
export function CoursesNotLoaded({
  title,
  courses,
}: {
  title: string;
  courses: UseQueryResult<FacultyCourse[]>;
}) {
  const t = useT();
  return (
    <FacultyPage title={title}>
      {courses.isError ? (
        <LoadError
          message={errorMessage(courses.error, t('faculty.courses.loadFailed'))}
          error={courses.error}
          retrying={courses.isFetching}
          onRetry={() => void courses.refetch()}
        />
      ) : (
        <Loading />
      )}
    </FacultyPage>
  );
}
