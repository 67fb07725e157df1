import { Check, X } from 'lucide-react';
import { isCorrect } from '@contract/rules/quizzes';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { WrittenText } from './written-text';
import type { Quiz } from '../api/student-quizzes';

type Review = NonNullable<Quiz['review']>;

/**
 * The correct answers beside the student's own, after the close when the teacher allows it: only what the
 * server sent in `review` (it sends none before), question by question in the quiz's own order.
 */
export function QuizReview({ review }: { review: Review }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="quiz-review" className="flex flex-col gap-4">
      <h2 id="quiz-review" className="text-lg font-semibold">
        {t('quizTake.review')}
      </h2>
      <ol className="flex flex-col gap-4">
        {review.map((question, i) => {
          const right = isCorrect(
            {
              id: question._id,
              kind: question.kind,
              marks: question.marks,
              options: question.options.map((o) => ({ id: o._id, correct: o.correct })),
              answers: question.answers,
            },
            question.given ?? undefined,
          );
          const chosen = new Set(question.given?.choice_ids ?? []);
          return (
            <li
              key={question._id}
              className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{t('quizTake.questionN', { n: formatNumber(i + 1) })}</h3>
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-sm font-semibold',
                    right ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300',
                  )}
                >
                  {right ? (
                    <Check aria-hidden="true" className="size-4" />
                  ) : (
                    <X aria-hidden="true" className="size-4" />
                  )}
                  {right ? t('quizTake.marksEarned', { n: question.marks }) : t('quizTake.notCorrect')}
                </span>
              </div>
              <p dir="auto" className="whitespace-pre-line">
                <WrittenText text={question.text} />
              </p>
              {question.kind === 'short' ? (
                <dl className="flex flex-col gap-1 text-sm">
                  <dt className="text-slate-600 dark:text-slate-400">{t('quizTake.yourAnswer')}</dt>
                  <dd dir="auto" className="font-medium">
                    {question.given?.text?.trim() || t('quizTake.notAnswered')}
                  </dd>
                  <dt className="text-slate-600 dark:text-slate-400">{t('quizTake.acceptedAnswers')}</dt>
                  <dd className="font-medium">
                    <ul className="flex flex-wrap gap-2">
                      {question.answers.map((accepted) => (
                        <li key={accepted} dir="auto" className="rounded bg-green-50 px-2 dark:bg-green-950">
                          <WrittenText text={accepted} />
                        </li>
                      ))}
                    </ul>
                  </dd>
                </dl>
              ) : (
                <ul className="flex flex-col gap-1">
                  {question.options.map((option) => (
                    <li
                      key={option._id}
                      className={cn(
                        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                        option.correct
                          ? 'border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950'
                          : 'border-slate-200 dark:border-slate-700',
                      )}
                    >
                      <span dir="auto" className="min-w-0 flex-1 break-words">
                        <WrittenText text={option.text} />
                      </span>
                      <span className="shrink-0 text-xs font-semibold">
                        {[
                          option.correct && t('quizTake.correctAnswer'),
                          chosen.has(option._id) && t('quizTake.yourChoice'),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
