import { GRADE_SCALE } from '@contract/rules/grades';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { GradeBadge } from './badges';

const LOWEST_PASS = GRADE_SCALE.find((g) => g.letter === 'D')!.from;

/** The grade scale of spec part 2 §9, from the contract, and the grade-point reference card. */
export function GradingScale() {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="grading-scale" className="flex flex-col gap-4">
      <h2 id="grading-scale" className="text-lg font-semibold">
        {t('faculty.scale.title')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('faculty.scale.title')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4">{t('faculty.scale.grade')}</th>
                <th scope="col" className="py-2 pr-4">{t('faculty.scale.percentage')}</th>
                <th scope="col" className="py-2">{t('faculty.scale.points')}</th>
              </tr>
            </thead>
            <tbody>
              {GRADE_SCALE.map((g) => (
                <tr key={g.letter} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <GradeBadge letter={g.letter} />
                  </th>
                  <td className="py-1.5 pr-4">
                    {g.letter === 'F' ? t('faculty.scale.below', { from: LOWEST_PASS }) : t('faculty.scale.from', { from: g.from })}
                  </td>
                  <td className="py-1.5">{g.points.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800">
          <h3 className="font-semibold">{t('faculty.scale.pointsTitle')}</h3>
          <ul className="flex flex-col gap-1.5">
            <li>{t('faculty.scale.points.a')}</li>
            <li>{t('faculty.scale.points.b')}</li>
            <li>{t('faculty.scale.points.c')}</li>
            <li>{t('faculty.scale.points.d')}</li>
            <li>{t('faculty.scale.points.f')}</li>
          </ul>
        </div>
      </div>
    </Card>
  );
}
