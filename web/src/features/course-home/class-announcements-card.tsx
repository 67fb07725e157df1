import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useCourseAnnouncements } from './api';
import { ClassAnnouncementList } from './class-announcement-list';

/** A student's view of a course's class announcements (the server gives only those for its section). */
export function ClassAnnouncementsCard({ courseId }: { courseId: string }) {
  const t = useT();
  const announcements = useCourseAnnouncements(courseId);
  return (
    <Card role="region" aria-labelledby="class-announcements" className="flex flex-col gap-4">
      <h2 id="class-announcements" className="text-lg font-semibold">
        {t('loop.announcements.title')}
      </h2>
      {announcements.isPending ? (
        <Loading />
      ) : announcements.isError ? (
        <LoadError
          message={errorMessage(announcements.error, t('loop.announcements.loadFailed'))}
          error={announcements.error}
          retrying={announcements.isFetching}
          onRetry={() => void announcements.refetch()}
        />
      ) : announcements.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('loop.announcements.none')}</p>
      ) : (
        <ClassAnnouncementList announcements={announcements.data} />
      )}
    </Card>
  );
}
