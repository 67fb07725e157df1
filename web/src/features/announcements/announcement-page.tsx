import { Link, useParams } from 'react-router';
import { AreaPage } from '../../components/area-page';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { NotFound } from '../../components/not-found';
import { Card } from '../../components/ui/card';
import { announcementAgeText } from '../../lib/announcement-age';
import { isApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { AnnouncementBadges } from './announcement-badges';
import { useAnnouncementArea } from './area-of-page';
import { useAnnouncement } from './api';

/**
 * /student/announcements/:id and /faculty/announcements/:id: one announcement in full. One that does not exist
 * and one the server does not show this reader look the same: "Page not found".
 */
export default function AnnouncementPage() {
  const t = useT();
  const area = useAnnouncementArea();
  const { id = '' } = useParams();
  const announcement = useAnnouncement(id);
  if (announcement.isError && isApiError(announcement.error) && announcement.error.status === 404)
    return <NotFound homeTo={area.home} />;
  const back = (
    <Link to={area.list} className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300">
      {t('announcementsPage.all')}
    </Link>
  );
  if (announcement.isPending)
    return (
      <AreaPage area={area.heading} title={t('announcementsPage.title')}>
        <Loading />
      </AreaPage>
    );
  if (announcement.isError)
    return (
      <AreaPage area={area.heading} title={t('announcementsPage.title')} subtitle={back}>
        <LoadError
          message={t('announcementsPage.failedOne')}
          error={announcement.error}
          retrying={announcement.isFetching}
          onRetry={() => void announcement.refetch()}
        />
      </AreaPage>
    );
  const item = announcement.data;
  return (
    <AreaPage area={area.heading} title={item.title} titleWritten subtitle={back}>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <AnnouncementBadges announcement={item} />
          <time dateTime={item.createdAt} className="text-slate-600 dark:text-slate-400">
            {announcementAgeText(t, item.createdAt, new Date())}
          </time>
        </div>
        {item.event_date && (
          <p className="text-sm font-medium">
            {t('announcementsPage.eventDate', { date: formatDateTime(item.event_date) })}
          </p>
        )}
        <p className="break-words whitespace-pre-line" dir="auto">
          {item.content}
        </p>
        {item.author_id && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('announcementsPage.postedBy', { name: item.author_id.name })}
          </p>
        )}
      </Card>
    </AreaPage>
  );
}
