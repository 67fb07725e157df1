import { useState, type ChangeEvent, type FormEvent } from 'react';
import { MESSAGES } from '@contract/messages';
import { submissionAction } from '@contract/rules/assignments';
import type { StudentAssignment, Submission } from '@contract/student';
import { isAcceptedUpload, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@contract/uploads';
import { SubmissionFileDownload } from '../../../components/download-button';
import { Alert } from '../../../components/ui/alert';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { AssignmentFiles } from '../../materials/assignment-files';
import { useSendSubmission } from '../api/submit-assignment';
import { ACTION_LABEL, nameOfAction } from './submission-action-label';

const submissionFieldsSchema = lazySchema(() =>
  import('@contract/student').then((m) => m.SubmissionFieldsSchema),
);

const FORM_ID = 'submission-form';
const ORDER = ['submission_text', 'submission_link', 'file'] as const;

/** Why a chosen file cannot be sent, in the contract's words; null when it may be. */
export function fileProblem(file: File): string | null {
  if (!isAcceptedUpload(file.name)) return MESSAGES.uploadTypeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.uploadTooLarge;
  return null;
}

function CurrentSubmission({
  assignment,
  submission,
}: {
  assignment: StudentAssignment;
  submission: Submission;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="current-submission"
      className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800"
    >
      <h3 id="current-submission" className="font-semibold">
        {t('student.assignments.yourSubmission')}
      </h3>
      <p>
        {t('student.assignments.submittedAt', { date: formatDateTime(submission.submitted_at) })}
        {submission.is_late && ` · ${t('student.status.late')}`}
      </p>
      {submission.grade && (
        <div className="flex flex-col gap-1">
          <p className="text-base font-semibold">
            {t('student.assignments.marks', {
              marks: submission.grade.marks_obtained,
              total: assignment.total_marks,
            })}
          </p>
          {submission.grade.feedback && (
            <p className="whitespace-pre-line">
              <span className="font-medium">{t('student.assignments.feedback')}: </span>
              <bdi>{submission.grade.feedback}</bdi>
            </p>
          )}
        </div>
      )}
      {submission.submission_text && <p className="whitespace-pre-line">{submission.submission_text}</p>}
      {submission.submission_link && (
        <a
          href={submission.submission_link}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-blue-700 underline dark:text-blue-300"
        >
          {submission.submission_link}
        </a>
      )}
      <SubmissionFileDownload submission={submission} />
    </section>
  );
}

/**
 * The submit / update / submit-late dialog. The action comes from the contract's `submissionAction`; a graded
 * submission shows its marks and feedback and offers no form.
 */
export function SubmissionDialog({
  assignment,
  onClose,
  onDone,
}: {
  assignment: StudentAssignment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const send = useSendSubmission();
  const submission = assignment.submission;
  const [action] = useState(() =>
    submissionAction(submission, new Date(assignment.due_date), new Date(), assignment.submissions_closed),
  );
  const [text, setText] = useState(submission?.submission_text ?? '');
  const [link, setLink] = useState(submission?.submission_link ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    if (!send.isPending) onClose();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? fileProblem(chosen) : null;
    if (problem) {
      event.target.value = '';
      setFile(null);
      setErrors((e) => ({ ...e, file: problem }));
      return;
    }
    setFile(chosen);
    setErrors(({ file: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    setFailure(null);
    const parsed = (await submissionFieldsSchema()).safeParse({
      submission_text: text,
      submission_link: link,
    });
    const fieldErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    const problem = file && fileProblem(file);
    if (problem) fieldErrors.file = problem;
    if (Object.keys(fieldErrors).length > 0 || !parsed.success) {
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    const keepsFile = action === 'update' && !!submission?.submission_file;
    if (!parsed.data.submission_text && !parsed.data.submission_link && !file && !keepsFile) {
      setFailure(MESSAGES.submissionEmpty);
      return;
    }
    const update = action === 'update';
    setProgress(file ? 0 : null);
    send.mutate(
      {
        assignmentId: assignment._id,
        update,
        text: parsed.data.submission_text ?? '',
        link: parsed.data.submission_link ?? '',
        file,
        onProgress: file ? setProgress : undefined,
      },
      {
        onSuccess: ({ message }) =>
          onDone(message ?? t(update ? 'student.assignments.updated' : 'student.assignments.submitted')),
        onError: (error) => {
          setProgress(null);
          const serverErrors = isApiError(error) ? error.fieldErrors() : {};
          const known = Object.fromEntries(
            Object.entries(serverErrors).filter(([field]) => (ORDER as readonly string[]).includes(field)),
          );
          if (Object.keys(known).length > 0) {
            setErrors(known);
            focusFirstError(ORDER, known);
          } else {
            setFailure(errorMessage(error, t('student.assignments.submitFailed')));
          }
        },
      },
    );
  };

  const title = t(ACTION_LABEL[nameOfAction(action, submission)]);
  const keptFile = action === 'update' ? submission?.submission_file?.originalname : undefined;
  const hint = keptFile
    ? `${t('student.assignments.fileHint')}. ${t('student.assignments.fileKept', { file: keptFile })}`
    : t('student.assignments.fileHint');
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <Dialog
      open
      title={title}
      onClose={close}
      footer={
        action ? (
          <FormFeedback error={failure} className="justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              busy={send.isPending}
              variant={action === 'submitLate' ? 'danger' : 'primary'}
            >
              {title}
            </Button>
          </FormFeedback>
        ) : (
          <Button variant="secondary" onClick={close}>
            {t('student.close')}
          </Button>
        )
      }
    >
      <div className="flex max-h-[65vh] flex-col gap-4 overflow-y-auto">
        <div className="text-sm">
          <p dir="auto" className="text-base font-semibold">
            {assignment.title}
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {`${assignment.course_id.code} · ${assignment.course_id.name}`}
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {t('student.assignments.due', { date: formatDateTime(assignment.due_date) })}
            {' · '}
            {t('student.assignments.totalMarks', { marks: assignment.total_marks })}
          </p>
        </div>
        <AssignmentFiles assignmentId={assignment._id} />
        {action === 'submitLate' && <Alert tone="info">{t('student.assignments.lateNotice')}</Alert>}
        {submission && <CurrentSubmission assignment={assignment} submission={submission} />}
        {!action ? (
          <Alert tone="info">
            {submission?.status === 'graded'
              ? MESSAGES.submissionGraded
              : t('student.assignments.closedNote')}
          </Alert>
        ) : (
          <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field id="submission_text" label={t('student.assignments.text')} error={errors.submission_text}>
              <Textarea
                id="submission_text"
                rows={5}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setErrors(({ submission_text: _removed, ...rest }) => rest);
                }}
                error={errors.submission_text}
              />
            </Field>
            <Field id="submission_link" label={t('student.assignments.link')} error={errors.submission_link}>
              <Input
                id="submission_link"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={link}
                onChange={(e) => {
                  setLink(e.target.value);
                  setErrors(({ submission_link: _removed, ...rest }) => rest);
                }}
                error={errors.submission_link}
              />
            </Field>
            <Field id="file" label={t('student.assignments.file')} error={errors.file} hint={hint}>
              <Input
                id="file"
                type="file"
                accept={UPLOAD_ACCEPT}
                onChange={onFile}
                error={errors.file}
                hint={hint}
                className="py-1.5"
              />
            </Field>
            {percent !== null && (
              <div className="flex flex-col gap-1">
                <div
                  role="progressbar"
                  aria-label={t('student.assignments.uploadProgress')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className="h-full rounded-full bg-blue-700 transition-[width] dark:bg-blue-400"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('student.assignments.uploading', { percent })}
                </p>
              </div>
            )}
          </form>
        )}
      </div>
    </Dialog>
  );
}
