/** The Materials section of a student's course page: what the teacher shared, by week or topic. */
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useCourseMaterials } from '../../materials/api';
import { MaterialGroups } from '../../materials/material-list';

export function CourseMaterialsSection({ courseId }: { courseId: string }) {
  const t = useT();
  const materials = useCourseMaterials(courseId);
  return (
    <Card role="region" aria-labelledby="course-materials" className="flex flex-col gap-4">
      <h2 id="course-materials" className="text-lg font-semibold">
        {t('materials.title')}
      </h2>
      {materials.isPending ? (
        <Loading />
      ) : materials.isError ? (
        <LoadError
          message={errorMessage(materials.error, t('materials.loadFailed'))}
          error={materials.error}
          retrying={materials.isFetching}
          onRetry={() => void materials.refetch()}
        />
      ) : materials.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('materials.empty')}</p>
      ) : (
        <MaterialGroups materials={materials.data} />
      )}
    </Card>
  );
}
