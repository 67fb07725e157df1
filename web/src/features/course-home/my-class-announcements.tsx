import { LoadError } from '../../components/load-error';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useMyClassAnnouncements } from './api';
import { ClassAnnouncementList } from './class-announcement-list';

/**
 * The reader's class announcements of all its courses (a student's: of its section too), above the college's
 * announcements; nothing at all while there are none.
 */
export function MyClassAnnouncements() {
  const t = useT();
  const announcements = useMyClassAnnouncements();
  if (announcements.isError)
    return (
      <LoadError
        message={errorMessage(announcements.error, t('loop.announcements.loadFailed'))}
        error={announcements.error}
        retrying={announcements.isFetching}
        onRetry={() => void announcements.refetch()}
      />
    );
  if (!announcements.data?.length) return null;
  return (
    <Card role="region" aria-labelledby="my-class-announcements" className="flex flex-col gap-4">
      <h2 id="my-class-announcements" className="text-lg font-semibold">
        {t('loop.announcements.title')}
      </h2>
      <ClassAnnouncementList announcements={announcements.data} showCourse />
    </Card>
  );
}
