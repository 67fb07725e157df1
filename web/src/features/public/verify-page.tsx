import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { dateFormat } from '../../lib/format';
import '../../lib/i18n/en-verify';
import { useCollege } from '../../lib/college';
import { usePublicData } from './public-context';

/** "23 November 2026" in the college's time zone, as the transcript prints it. */
const issueDate = (iso: string, timeZone: string) =>
  dateFormat({ timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** /verify/:code — an employer confirms a transcript: name, program, CGPA and date of issue, or a refusal. */
export function VerifyPage() {
  const t = useT();
  const { timeZone, verification } = usePublicData();
  const college = useCollege();
  const transcript = verification?.transcript;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {college.name} · {t('verify.title')}
      </p>
      {transcript ? (
        <div className="flex flex-col gap-4 rounded-lg border-2 border-green-700 p-6 dark:border-green-400">
          <h1 className="flex items-center gap-3 text-2xl font-bold text-green-800 sm:text-3xl dark:text-green-300">
            <CircleCheck aria-hidden="true" className="size-8 shrink-0" />
            {t('verify.verified')}
          </h1>
          <p className="text-slate-700 dark:text-slate-300">{t('verify.verifiedBody')}</p>
          <dl className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ['verify.name', transcript.name],
                ['verify.program', transcript.program],
                ['verify.cgpa', transcript.cgpa.toFixed(2)],
                ['verify.issued', issueDate(transcript.issued_at, timeZone)],
                ['verify.code', verification.code.toUpperCase()],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-col gap-0.5">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t(label)}</dt>
                <dd className="break-words text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <div className="flex flex-col gap-4 rounded-lg border-2 border-red-700 p-6 dark:border-red-400">
          <h1 className="flex items-center gap-3 text-2xl font-bold text-red-800 sm:text-3xl dark:text-red-300">
            <CircleX aria-hidden="true" className="size-8 shrink-0" />
            {t('verify.failed')}
          </h1>
          <p className="text-slate-700 dark:text-slate-300">{t('verify.failedBody')}</p>
        </div>
      )}
    </section>
  );
}
