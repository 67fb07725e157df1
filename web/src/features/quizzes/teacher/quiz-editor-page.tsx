/**
 * Setting a quiz, or changing one (issue 37): its settings, then its questions. The contract's rules check the
 * quiz in the browser first and name each field beside it; the server checks again and its field errors land
 * in the same places. Once attempted, only the key may change: the page says so, locks the rest, and asks
 * before a key change re-marks every attempt.
 */
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QUIZ_MAX_QUESTIONS } from '@contract/rules/quizzes';
import type { TermRef } from '@contract/terms';
import { paths } from '../../../app/paths';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { lazySchema, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { localizeMessage } from '../../../lib/i18n/messages';
import { useQuizCourse, useSaveQuiz, useTeacherQuiz, type Quiz } from '../api/teacher-quizzes';
import { controlId, lockedClass, QuestionEditor } from './question-editor';
import {
  draftFromQuiz,
  draftToBody,
  emptyDraft,
  keyChanged,
  moved,
  newQuestion,
  type QuizDraft,
  type TrueFalseLabels,
} from './quiz-draft';
import { QuizFrame, type QuizArea } from './quiz-frame';
import { ClosedTermNotice, missingReason, needsReason, ReasonField, useClosedTerm } from './closed-term';

const loadSchema = lazySchema(() => import('@contract/quizzes').then((m) => m.QuizInputSchema));

/** Every message of a failed check under the path of its field (`questions.0.options`), the first one wins. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= localizeMessage(issue.message);
  }
  return errors;
}

export default function QuizEditorPage({ area }: { area: QuizArea }) {
  const t = useT();
  const { id, quizId } = useParams();
  const quiz = useTeacherQuiz(quizId);
  const courseId = quizId ? quiz.data?.course_id : id;
  const course = useQuizCourse(courseId);
  const title = quizId ? t('quizSet.editor.editTitle') : t('quizSet.editor.newTitle');

  const failed = (quizId && quiz.error) || course.error;
  if (failed) {
    const retry = quiz.error ? quiz : course;
    return (
      <QuizFrame area={area} title={title}>
        <LoadError
          message={errorMessage(failed, t('quizSet.loadFailed'))}
          error={failed}
          retrying={retry.isFetching}
          onRetry={() => void retry.refetch()}
        />
      </QuizFrame>
    );
  }
  if (!course.data || (quizId && !quiz.data)) {
    return (
      <QuizFrame area={area} title={title}>
        <Loading />
      </QuizFrame>
    );
  }
  return (
    <QuizFrame
      area={area}
      title={title}
      subtitle={
        <>
          <bdi dir="ltr">{course.data.code}</bdi> · <bdi>{course.data.name}</bdi> ·{' '}
          <bdi>{course.data.term.name}</bdi>
        </>
      }
      actions={
        <Link to={paths[area].quizzes.list(course.data._id)} className={buttonClass('secondary')}>
          {t('quizSet.backToList')}
        </Link>
      }
    >
      <QuizForm
        key={quiz.data?._id ?? 'new'}
        area={area}
        courseId={course.data._id}
        term={course.data.term}
        quiz={quiz.data}
      />
    </QuizFrame>
  );
}

function QuizForm({
  area,
  courseId,
  term,
  quiz,
}: {
  area: QuizArea;
  courseId: string;
  term: TermRef;
  quiz?: Quiz;
}) {
  const t = useT();
  const navigate = useNavigate();
  const labels: TrueFalseLabels = [t('quizSet.true'), t('quizSet.false')];
  const [draft, setDraft] = useState<QuizDraft>(() =>
    quiz ? draftFromQuiz(quiz) : emptyDraft(new Date(), labels),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingKey, setConfirmingKey] = useState(false);
  // An admin correcting a closed term's quiz says why (the server asks for it, naming the field `reason`).
  const [reason, setReason] = useState('');
  const [askingReason, setAskingReason] = useState(false);
  const closed = useClosedTerm(term);
  const asking = needsReason(area, closed) || (area === 'admin' && askingReason);
  const save = useSaveQuiz(courseId, quiz?._id);
  const form = useRef<HTMLFormElement>(null);
  const locked = Boolean(quiz?.locked);
  const attempts = quiz?.attempt_count ?? 0;

  const set = (patch: Partial<QuizDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setQuestions = (questions: QuizDraft['questions']) => set({ questions });

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // After the render that shows them: the first marked control, in the page's order.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const send = async () => {
    setConfirmingKey(false);
    try {
      await save.mutateAsync({ ...draftToBody(draft), ...(reason.trim() && { reason }) });
      const notice =
        locked && quiz && keyChanged(quiz, draft)
          ? t('quizSet.saved.remarked', { title: draft.title, n: attempts })
          : t('quizSet.saved', { title: draft.title });
      void navigate(paths[area].quizzes.list(courseId), { state: { notice } });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.reason) setAskingReason(true);
      // A closed term's 409 is about the course, not a field of this form: said in words beside Save.
      delete fields.course_id;
      if (Object.keys(fields).length) showErrors(fields);
      else setFailure(errorMessage(error, t('quizSet.saveFailed')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const schema = await loadSchema();
    const checked = schema.safeParse(draftToBody(draft));
    if (!checked.success) return showErrors(issuesByField(checked.error.issues));
    const lacking = asking ? missingReason(closed, reason) : undefined;
    if (lacking) return showErrors({ reason: lacking });
    setErrors({});
    if (locked && quiz && keyChanged(quiz, draft)) return setConfirmingKey(true);
    await send();
  };

  const field = (name: keyof QuizDraft) => ({ id: controlId(name), error: errors[name] });
  const problems = Object.keys(errors).length;

  return (
    <form
      ref={form}
      noValidate
      className="flex max-w-3xl flex-col gap-6"
      onSubmit={(event) => void submit(event)}
    >
      <ClosedTermNotice area={area} term={closed} />
      {locked && (
        <Alert tone="info">
          <p className="font-semibold">{t('quizSet.locked.title', { n: attempts })}</p>
          <p>{t('quizSet.locked.body')}</p>
        </Alert>
      )}
      {problems > 0 && <Alert>{t('quizSet.checkFields', { n: problems })}</Alert>}

      <Card role="region" aria-labelledby="quiz-settings" className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 id="quiz-settings" className="text-lg font-semibold">
          {t('quizSet.settings')}
        </h2>
        <Field {...field('title')} label={t('quizSet.field.title')}>
          <Input
            {...field('title')}
            dir="auto"
            value={draft.title}
            disabled={locked}
            className={lockedClass}
            onChange={(event) => set({ title: event.currentTarget.value })}
          />
        </Field>
        <Field {...field('instructions')} label={t('quizSet.field.instructions')}>
          <Textarea
            {...field('instructions')}
            dir="auto"
            rows={3}
            value={draft.instructions}
            disabled={locked}
            className={lockedClass}
            onChange={(event) => set({ instructions: event.currentTarget.value })}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            {...field('opens_at')}
            label={t('quizSet.field.opensAt')}
            hint={t('quizSet.field.collegeTime')}
          >
            <Input
              {...field('opens_at')}
              type="datetime-local"
              hint={t('quizSet.field.collegeTime')}
              value={draft.opens_at}
              disabled={locked}
              className={lockedClass}
              onChange={(event) => set({ opens_at: event.currentTarget.value })}
            />
          </Field>
          <Field {...field('closes_at')} label={t('quizSet.field.closesAt')}>
            <Input
              {...field('closes_at')}
              type="datetime-local"
              value={draft.closes_at}
              disabled={locked}
              className={lockedClass}
              onChange={(event) => set({ closes_at: event.currentTarget.value })}
            />
          </Field>
          <Field
            {...field('time_limit_minutes')}
            label={t('quizSet.field.timeLimit')}
            hint={t('quizSet.field.timeLimitHint')}
          >
            <Input
              {...field('time_limit_minutes')}
              type="number"
              inputMode="numeric"
              min={1}
              dir="ltr"
              hint={t('quizSet.field.timeLimitHint')}
              value={draft.time_limit_minutes}
              disabled={locked}
              className={lockedClass}
              onChange={(event) => set({ time_limit_minutes: event.currentTarget.value })}
            />
          </Field>
          <Field {...field('attempts_allowed')} label={t('quizSet.field.attempts')}>
            <Input
              {...field('attempts_allowed')}
              type="number"
              inputMode="numeric"
              min={1}
              dir="ltr"
              value={draft.attempts_allowed}
              disabled={locked}
              className={lockedClass}
              onChange={(event) => set({ attempts_allowed: event.currentTarget.value })}
            />
          </Field>
        </div>
        <Checkbox
          id={controlId('show_answers_after_close')}
          label={t('quizSet.field.showAnswers')}
          description={t('quizSet.field.showAnswersHint')}
          checked={draft.show_answers_after_close}
          disabled={locked}
          onChange={(event) => set({ show_answers_after_close: event.currentTarget.checked })}
        />
      </Card>

      <section aria-labelledby="quiz-questions" className="flex flex-col gap-4">
        <h2 id="quiz-questions" className="text-lg font-semibold">
          {t('quizSet.questions', { n: draft.questions.length })}
        </h2>
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            question={question}
            index={index}
            count={draft.questions.length}
            errors={errors}
            locked={locked}
            labels={labels}
            onChange={(next) => setQuestions(draft.questions.map((q, i) => (i === index ? next : q)))}
            onMove={(to) => setQuestions(moved(draft.questions, index, to))}
            onRemove={() => setQuestions(draft.questions.filter((_, i) => i !== index))}
          />
        ))}
        {errors.questions && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.questions}
          </p>
        )}
        {!locked && draft.questions.length < QUIZ_MAX_QUESTIONS && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setQuestions([...draft.questions, newQuestion('single', labels)])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('quizSet.question.add')}
          </Button>
        )}
      </section>

      {asking && (
        <ReasonField id={controlId('reason')} value={reason} error={errors.reason} onChange={setReason} />
      )}
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths[area].quizzes.list(courseId)} className={buttonClass('secondary')}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" busy={save.isPending}>
          {locked ? t('quizSet.saveKey') : quiz ? t('quizSet.saveChanges') : t('quizSet.create')}
        </Button>
      </div>

      <Dialog
        open={confirmingKey}
        title={t('quizSet.remark.title')}
        onClose={() => setConfirmingKey(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingKey(false)}>
              {t('common.cancel')}
            </Button>
            <Button busy={save.isPending} onClick={() => void send()}>
              {t('quizSet.remark.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('quizSet.remark.body', { n: attempts })}</p>
      </Dialog>
    </form>
  );
}
