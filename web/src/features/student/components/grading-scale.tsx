import { GRADE_SCALE } from '@contract/rules/grades';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { GradeBadge } from './grade-badge';

const LOWEST_PASS = GRADE_SCALE.find((g) => g.letter === 'D')!.from;

/** The grade scale of spec part 2 §9 (from the contract) and the grade-point reference card. */
export function GradingScale() {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="grading-scale" className="flex flex-col gap-4">
      <h2 id="grading-scale" className="text-lg font-semibold">
        {t('student.grades.scale')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('student.grades.scale')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4">{t('student.grades.col.grade')}</th>
                <th scope="col" className="py-2 pr-4">{t('student.grades.col.from')}</th>
                <th scope="col" className="py-2">{t('student.grades.col.points')}</th>
              </tr>
            </thead>
            <tbody>
              {GRADE_SCALE.map((g) => (
                <tr key={g.letter} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <GradeBadge letter={g.letter} />
                  </th>
                  <td className="py-1.5 pr-4">
                    {g.letter === 'F' ? t('student.grades.below', { from: LOWEST_PASS }) : t('student.grades.fromPercent', { from: g.from })}
                  </td>
                  <td className="py-1.5">{g.points.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800">
          <h3 className="font-semibold">{t('student.grades.pointsTitle')}</h3>
          <ul className="flex flex-col gap-1.5">
            <li>{t('student.grades.points.a')}</li>
            <li>{t('student.grades.points.b')}</li>
            <li>{t('student.grades.points.c')}</li>
            <li>{t('student.grades.points.d')}</li>
            <li>{t('student.grades.points.f')}</li>
          </ul>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('student.grades.cgpaNote')}</p>
        </div>
      </div>
    </Card>
  );
}
