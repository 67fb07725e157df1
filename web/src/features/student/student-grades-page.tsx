import { Award, BookOpen, GraduationCap, Layers } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { GradingScale } from '../../components/grading-scale';
import { LoadError } from '../../components/load-error';
import { cgpaText, NothingYet } from '../../components/figure';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { TermPicker } from '../../components/term-picker';
import { DownloadButton } from '../../components/download-button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useTermParam } from '../../lib/terms';
import { downloadTranscript } from './api/download-transcript';
import { useGradeSummary } from './api/get-grade-summary';
import { useMyGrades } from './api/get-grades';
import { GradesByTerm } from './components/grades-table';
import { SemesterFilter, useSemesterParam } from './components/semester-filter';
import { StudentPage } from './components/student-page';

/**
 * /student/grades: CGPA and totals over every term, this term's results (an earlier term's, or all, with the term
 * picker) under their term's name, earliest term first as on the transcript, SGPA per semester and the grading
 * scale.
 */
export default function StudentGradesPage() {
  const t = useT();
  const [semester, setSemester] = useSemesterParam();
  const [term, setTerm] = useTermParam();
  const summary = useGradeSummary();
  const grades = useMyGrades(semester, term);

  return (
    <StudentPage
      title={t('student.grades.title')}
      subtitle={t('student.grades.subtitle')}
      actions={
        // The server refuses a transcript with no final results on it.
        summary.data && summary.data.totalCourses > 0 ? (
          <DownloadButton
            label={t('student.grades.downloadTranscript')}
            failed={t('student.grades.transcriptFailed')}
            download={downloadTranscript}
          />
        ) : undefined
      }
    >
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <LoadError
          message={errorMessage(summary.error, t('student.grades.loadFailed'))}
          error={summary.error}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatTile label={t('student.grades.cgpa')} value={cgpaText(summary.data.cgpa)} icon={Award}>
            {summary.data.cgpa === null ? (
              <NothingYet>{t('student.noResultsYet')}</NothingYet>
            ) : (
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('student.grades.outOf')}</p>
            )}
          </StatTile>
          <StatTile
            label={t('student.grades.totalCredits')}
            value={summary.data.totalCredits}
            icon={Layers}
          />
          <StatTile
            label={t('student.grades.totalCourses')}
            value={summary.data.totalCourses}
            icon={BookOpen}
          />
        </div>
      )}

      <Card role="region" aria-labelledby="grade-details" className="flex flex-col gap-4">
        <h2 id="grade-details" className="text-lg font-semibold">
          {t('student.grades.details')}
        </h2>
        <TermPicker value={term} onChange={setTerm} />
        <SemesterFilter value={semester} onChange={setSemester} />
        {grades.isPending ? (
          <Loading />
        ) : grades.isError ? (
          <LoadError
            message={errorMessage(grades.error, t('student.grades.loadFailed'))}
            error={grades.error}
            retrying={grades.isFetching}
            onRetry={() => void grades.refetch()}
          />
        ) : grades.data.length === 0 ? (
          <EmptyState icon={GraduationCap}>
            <p className="font-semibold">{t('student.grades.empty')}</p>
          </EmptyState>
        ) : (
          <GradesByTerm grades={grades.data} />
        )}
      </Card>

      {summary.data && summary.data.semesterSummary.length > 0 && (
        <Card role="region" aria-labelledby="semester-performance" className="flex flex-col gap-4">
          <h2 id="semester-performance" className="text-lg font-semibold">
            {t('student.grades.bySemester')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {summary.data.semesterSummary.map((s) => (
              <li key={s.semester} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <h3 className="font-semibold">{t('student.semesterN', { semester: s.semester })}</h3>
                <p className="text-2xl font-bold">{t('student.grades.sgpa', { sgpa: s.sgpa.toFixed(2) })}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('student.grades.semesterLine', { credits: s.totalCredits, courses: s.coursesCompleted })}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <GradingScale note={t('student.grades.cgpaNote')} />
    </StudentPage>
  );
}
