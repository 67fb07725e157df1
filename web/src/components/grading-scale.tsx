import { GRADE_SCALE } from '@contract/rules/grades';
import { useT } from '../lib/i18n';
import { GradeBadge } from './grade-badge';
import { Card } from './ui/card';

const LOWEST_PASS = GRADE_SCALE.find((g) => g.letter === 'D')!.from;

/**
 * The grade scale of spec part 2 §9 (from the contract) and the grade-point reference card; `note` is a line
 * under the grade points (the student area explains CGPA there).
 */
export function GradingScale({ note }: { note?: string }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="grading-scale" className="flex flex-col gap-4">
      <h2 id="grading-scale" className="text-lg font-semibold">
        {t('gradingScale.title')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('gradingScale.title')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pe-4">
                  {t('gradingScale.grade')}
                </th>
                <th scope="col" className="py-2 pe-4">
                  {t('gradingScale.percentage')}
                </th>
                <th scope="col" className="py-2">
                  {t('gradingScale.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {GRADE_SCALE.map((g) => (
                <tr key={g.letter} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pe-4 font-normal">
                    <GradeBadge letter={g.letter} />
                  </th>
                  <td className="py-1.5 pe-4">
                    {g.letter === 'F'
                      ? t('gradingScale.below', { from: LOWEST_PASS })
                      : t('gradingScale.from', { from: g.from })}
                  </td>
                  <td className="py-1.5">{g.points.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800">
          <h3 className="font-semibold">{t('gradingScale.pointsTitle')}</h3>
          <ul className="flex flex-col gap-1.5">
            <li>{t('gradingScale.points.a')}</li>
            <li>{t('gradingScale.points.b')}</li>
            <li>{t('gradingScale.points.c')}</li>
            <li>{t('gradingScale.points.d')}</li>
            <li>{t('gradingScale.points.f')}</li>
          </ul>
          {note && <p className="mt-2 text-slate-600 dark:text-slate-400">{note}</p>}
        </div>
      </div>
    </Card>
  );
}
