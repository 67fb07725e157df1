import type { VirtualSessionDetail } from '@contract/virtual-classes';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { CLASS_INFO_ID } from './classroom-header';

/** The Class Info panel: what the session is, when, for whom and where it stands. */
export function ClassInfo({ session }: { session: VirtualSessionDetail }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('classroom.info.sessionTitle'), session.title],
    [t('classroom.info.description'), session.description || t('classroom.info.noDescription')],
    [t('classroom.info.scheduled'), formatDateTime(session.scheduled_date)],
    [t('classroom.info.duration'), t('classroom.info.durationValue', { minutes: session.duration })],
    [t('classroom.info.section'), session.section ?? t('classroom.info.allSections')],
  ];
  if (session.semester !== null) rows.push([t('classroom.info.semester'), String(session.semester)]);
  if (session.department) rows.push([t('classroom.info.department'), session.department.name]);
  rows.push([t('classroom.info.status'), t(`classroom.status.${session.status}`)]);
  return (
    <section
      id={CLASS_INFO_ID}
      aria-label={t('classroom.info.title')}
      className="border-b border-slate-800 bg-slate-900 px-4 py-3 text-sm text-slate-100"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-300">{term}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
