import { useState } from 'react';
import { Link } from 'react-router';
import { AreaPage } from '../../components/area-page';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { Card } from '../../components/ui/card';
import { announcementAgeText } from '../../lib/announcement-age';
import { useT } from '../../lib/i18n';
import { AnnouncementBadges } from './announcement-badges';
import { MyClassAnnouncements } from '../course-home/my-class-announcements';
import { useAnnouncementArea } from './area-of-page';
import { useAnnouncementPage } from './api';

/** /student/announcements and /faculty/announcements: every announcement visible to the reader, newest first. */
export default function AnnouncementsPage() {
  const t = useT();
  const area = useAnnouncementArea();
  const [page, setPage] = useState(1);
  const list = useAnnouncementPage(page);
  const now = new Date();
  return (
    <AreaPage
      area={area.heading}
      title={t('announcementsPage.title')}
      subtitle={t('announcementsPage.subtitle')}
    >
      <MyClassAnnouncements />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError
          message={t('announcementsPage.failed')}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.announcements.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('announcementsPage.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('announcementsPage.title')} className="flex flex-col gap-3">
            {list.data.announcements.map((item) => (
              <li key={item._id}>
                <Card className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <AnnouncementBadges announcement={item} />
                    <time dateTime={item.createdAt} className="text-slate-600 dark:text-slate-400">
                      {announcementAgeText(t, item.createdAt, now)}
                    </time>
                  </div>
                  <h2 className="text-lg font-semibold break-words" dir="auto">
                    <Link
                      to={area.one(item._id)}
                      className="text-blue-700 hover:underline dark:text-blue-300"
                    >
                      {item.title}
                    </Link>
                  </h2>
                  <p
                    dir="auto"
                    className="line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300"
                  >
                    {item.content}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <Pager
            label={t('announcementsPage.pages')}
            page={page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </AreaPage>
  );
}
