/**
 * One question of the editor: its kind, marks and text, then its options (the correct ones marked) or its
 * accepted answers. Moving and removing are buttons, not dragging: they work with a thumb and a screen reader.
 * Locked (the quiz has been attempted), only the key stays editable: which options are correct, and the
 * accepted answers.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { QUIZ_QUESTION_KINDS } from '@contract/enums';
import { QUIZ_MAX_ACCEPTED_ANSWERS, QUIZ_MAX_OPTIONS } from '@contract/rules/quizzes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorId, Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../../../lib/forms';
import {
  changeKind,
  moved,
  newAnswer,
  newOption,
  type DraftOption,
  type DraftQuestion,
  type TrueFalseLabels,
} from './quiz-draft';

/** A control the teacher cannot change (a locked quiz, a true/false option) looks it, in both themes. */
export const lockedClass =
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';

/** The id of the control of a field named by its path in the body (`questions.0.options.1.text`). */
export const controlId = (field: string) => `quiz-${field.replaceAll('.', '-')}`;

function ListError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      className="min-w-11 px-2"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

export function QuestionEditor({
  question,
  index,
  count,
  errors,
  locked,
  labels,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: FieldErrors;
  locked: boolean;
  labels: TrueFalseLabels;
  onChange: (question: DraftQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const n = index + 1;
  const field = (name: string) => `questions.${index}.${name}`;
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...question, ...patch });
  const setOption = (i: number, patch: Partial<DraftOption>) =>
    set({ options: question.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  // One correct option for single choice and true/false: choosing one clears the others.
  const markCorrect = (i: number, correct: boolean) =>
    set({
      options: question.options.map((o, j) =>
        j === i ? { ...o, correct } : question.kind === 'multiple' ? o : { ...o, correct: false },
      ),
    });
  const choice = question.kind !== 'short';

  return (
    <Card
      role="group"
      aria-labelledby={`${controlId(field('heading'))}`}
      className="flex flex-col gap-4 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={controlId(field('heading'))} className="font-semibold">
          {t('quizSet.question.n', { n })}
        </h3>
        {!locked && (
          <div className="flex items-center gap-1">
            <IconButton
              label={t('quizSet.question.up', { n })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton
              label={t('quizSet.question.down', { n })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton label={t('quizSet.question.remove', { n })} onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <Field id={controlId(field('kind'))} label={t('quizSet.question.kind')} error={errors[field('kind')]}>
          <Select
            id={controlId(field('kind'))}
            value={question.kind}
            disabled={locked}
            className={lockedClass}
            error={errors[field('kind')]}
            options={QUIZ_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`quizSet.kind.${kind}`) }))}
            onChange={(event) =>
              onChange(changeKind(question, event.currentTarget.value as DraftQuestion['kind'], labels))
            }
          />
        </Field>
        <Field
          id={controlId(field('marks'))}
          label={t('quizSet.question.marks')}
          error={errors[field('marks')]}
        >
          <Input
            id={controlId(field('marks'))}
            inputMode="decimal"
            dir="ltr"
            value={question.marks}
            disabled={locked}
            className={lockedClass}
            error={errors[field('marks')]}
            onChange={(event) => set({ marks: event.currentTarget.value })}
          />
        </Field>
      </div>

      <Field id={controlId(field('text'))} label={t('quizSet.question.text')} error={errors[field('text')]}>
        <Textarea
          id={controlId(field('text'))}
          dir="auto"
          rows={2}
          value={question.text}
          disabled={locked}
          className={lockedClass}
          error={errors[field('text')]}
          onChange={(event) => set({ text: event.currentTarget.value })}
        />
      </Field>

      {choice ? (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors[field('options')] ? errorId(controlId(field('options'))) : undefined}
        >
          <legend className="mb-1 text-sm font-medium">
            {question.kind === 'multiple' ? t('quizSet.options.multiple') : t('quizSet.options.single')}
          </legend>
          {question.options.map((option, i) => {
            const name = field(`options.${i}.text`);
            const m = i + 1;
            return (
              <div key={option.key} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <input
                    type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
                    name={controlId(field('correct'))}
                    className="size-5 shrink-0 accent-green-700 dark:accent-green-400"
                    checked={option.correct}
                    aria-label={t('quizSet.option.correct', { n: m })}
                    onChange={(event) => markCorrect(i, event.currentTarget.checked)}
                  />
                  <Input
                    id={controlId(name)}
                    dir="auto"
                    className={`min-w-0 flex-1 ${lockedClass}`}
                    aria-label={t('quizSet.option.text', { n: m })}
                    value={option.text}
                    disabled={locked || question.kind === 'true_false'}
                    error={errors[name]}
                    onChange={(event) => setOption(i, { text: event.currentTarget.value })}
                  />
                  {!locked && question.kind !== 'true_false' && (
                    <div className="flex shrink-0">
                      <IconButton
                        label={t('quizSet.option.up', { n: m })}
                        disabled={i === 0}
                        onClick={() => set({ options: moved(question.options, i, i - 1) })}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </IconButton>
                      <IconButton
                        label={t('quizSet.option.remove', { n: m })}
                        onClick={() => set({ options: question.options.filter((_, j) => j !== i) })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </IconButton>
                    </div>
                  )}
                </div>
                <ListError id={controlId(name)} message={errors[name]} />
              </div>
            );
          })}
          <ListError id={controlId(field('options'))} message={errors[field('options')]} />
          {!locked && question.kind !== 'true_false' && question.options.length < QUIZ_MAX_OPTIONS && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => set({ options: [...question.options, newOption()] })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('quizSet.option.add')}
            </Button>
          )}
        </fieldset>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('quizSet.answers.legend')}</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('quizSet.answers.hint')}</p>
          {question.answers.map((answer, i) => {
            const name = field(`answers.${i}`);
            return (
              <div key={answer.key} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    id={controlId(name)}
                    dir="auto"
                    className="min-w-0 flex-1"
                    aria-label={t('quizSet.answer.text', { n: i + 1 })}
                    value={answer.text}
                    error={errors[name]}
                    onChange={(event) =>
                      set({
                        answers: question.answers.map((a, j) =>
                          j === i ? { ...a, text: event.currentTarget.value } : a,
                        ),
                      })
                    }
                  />
                  <IconButton
                    label={t('quizSet.answer.remove', { n: i + 1 })}
                    disabled={question.answers.length === 1}
                    onClick={() => set({ answers: question.answers.filter((_, j) => j !== i) })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
                <ListError id={controlId(name)} message={errors[name]} />
              </div>
            );
          })}
          <ListError id={controlId(field('answers'))} message={errors[field('answers')]} />
          {question.answers.length < QUIZ_MAX_ACCEPTED_ANSWERS && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => set({ answers: [...question.answers, newAnswer()] })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('quizSet.answer.add')}
            </Button>
          )}
        </fieldset>
      )}
    </Card>
  );
}
