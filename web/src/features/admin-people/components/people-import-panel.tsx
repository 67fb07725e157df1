/**
 * Importing students or faculty from a CSV file (issue 23): the file is checked first and every row shown with its
 * problems; only a file without problems can be imported, all of it at once. Temporary passwords are shown once.
 */
import { useState, type ChangeEvent } from 'react';
import {
  IMPORT_COLUMNS,
  IMPORT_COURSE_SEPARATOR,
  PEOPLE_IMPORT_MAX_ROWS,
  type ImportRole,
  type PeopleImportPreviewResult,
  type PeopleImportResult,
} from '@contract/admin-import';
import type { AdminResetMethod } from '@contract/password-reset';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { localizeMessage, localizeSaid } from '../../../lib/i18n/messages';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { importPeople, previewPeopleImport, useRefreshPeople } from '../api/people-import';
import { PasswordSetupChoice } from './password-setup-choice';

export function PeopleImportPanel({ role, onClose }: { role: ImportRole; onClose: () => void }) {
  const t = useT();
  const refresh = useRefreshPeople(role);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<PeopleImportPreviewResult | null>(null);
  const [passwordSetup, setPasswordSetup] = useState<AdminResetMethod>('temporary');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ result: PeopleImportResult; message?: string } | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setPreview(null);
    setFailure(null);
    setFileError(undefined);
    const file = event.target.files?.[0];
    if (!file) return setCsv(null);
    file
      .text()
      .then(setCsv)
      .catch(() => setFileError(t('adminPeople.import.checkFailed')));
  };

  const check = () => {
    if (!csv) return setFileError(localizeMessage('Choose a CSV file'));
    setBusy(true);
    setFailure(null);
    previewPeopleImport({ role, csv })
      .then(({ data }) => setPreview(data))
      .catch((error: unknown) => setFileError(errorMessage(error, t('adminPeople.import.checkFailed'))))
      .finally(() => setBusy(false));
  };

  const run = () => {
    if (!csv) return;
    setBusy(true);
    setFailure(null);
    importPeople({ role, csv, passwordSetup })
      .then(({ data, message }) => {
        setDone({ result: data, message });
        void refresh();
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('adminPeople.import.failed'))))
      .finally(() => setBusy(false));
  };

  const title =
    role === 'student' ? t('adminPeople.import.studentsTitle') : t('adminPeople.import.facultyTitle');
  const allReady = preview !== null && preview.ready === preview.rows.length;
  return (
    <Card role="region" aria-labelledby="people-import-heading" className="flex flex-col gap-5">
      <h2 id="people-import-heading" className="text-xl font-semibold">
        {title}
      </h2>
      {done ? (
        <ImportDone {...done} onClose={onClose} />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('adminPeople.import.hint', {
              separator: IMPORT_COURSE_SEPARATOR,
              max: PEOPLE_IMPORT_MAX_ROWS,
            })}
          </p>
          <code dir="ltr" className="rounded bg-slate-100 p-2 text-xs break-all dark:bg-slate-800">
            {IMPORT_COLUMNS[role].join(',')}
          </code>
          <Field id="csv" label={t('adminPeople.import.file')} error={fileError}>
            <input
              id="csv"
              type="file"
              accept=".csv,text/csv"
              onChange={onFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'csv-error' : undefined}
              className="text-sm"
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant={allReady ? 'secondary' : 'primary'} busy={busy && !preview} onClick={check}>
              {t('adminPeople.import.check')}
            </Button>
          </div>
          {preview && (
            <>
              <p aria-live="polite" className="font-medium">
                {t('adminPeople.import.ready', { ready: preview.ready, total: preview.rows.length })}
              </p>
              <ResponsiveTable
                caption={title}
                columns={[
                  { label: t('adminPeople.import.line') },
                  { label: t('field.name') },
                  { label: t('field.email') },
                  { label: t('adminPeople.import.problems') },
                ]}
              >
                {preview.rows.map((row) => (
                  <tr key={row.line} className="border-t border-slate-200 align-top dark:border-slate-700">
                    <td data-label={t('adminPeople.import.line')} className="px-3 py-2">
                      {row.line}
                    </td>
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      {row.name}
                    </th>
                    <td data-label={t('field.email')} className="px-3 py-2 break-all">
                      {row.email}
                    </td>
                    <td data-label={t('adminPeople.import.problems')} className="px-3 py-2">
                      {row.errors.length === 0 ? (
                        <span className="text-green-700 dark:text-green-300">
                          {t('adminPeople.import.rowReady')}
                        </span>
                      ) : (
                        <ul className="text-red-700 dark:text-red-300">
                          {row.errors.map((error) => (
                            <li key={`${error.field}:${error.message}`}>
                              <span dir="ltr">{error.field}</span>: {localizeSaid(error)}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </ResponsiveTable>
              {allReady ? (
                <>
                  <PasswordSetupChoice value={passwordSetup} onChange={setPasswordSetup} />
                  {failure && <Alert>{failure}</Alert>}
                  <Button className="self-end" busy={busy} onClick={run}>
                    {t('adminPeople.import.submit', { count: preview.ready })}
                  </Button>
                </>
              ) : (
                <Alert>{t('adminPeople.import.fix')}</Alert>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** What was imported; the temporary passwords once, with Copy All, until Done. */
function ImportDone({
  result,
  message,
  onClose,
}: {
  result: PeopleImportResult;
  message?: string;
  onClose: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useTimedMessage(2000);
  const withPasswords = result.imported.filter((person) => person.temporaryPassword);
  const copyAll = async () => {
    const lines = withPasswords.map((p) => [p.name, p.email, p.temporaryPassword].join('\t'));
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      setCopied(t('adminPeople.resetPassword.copied'));
    } catch {
      // Without clipboard access the passwords stay on screen to be copied by hand.
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {message && <Alert tone="success">{message}</Alert>}
      {withPasswords.length > 0 && (
        <>
          <Alert tone="info">{t('adminPeople.import.shownOnce')}</Alert>
          <ResponsiveTable
            caption={t('auth.requiredChangeCurrent')}
            columns={[
              { label: t('field.name') },
              { label: t('field.email') },
              { label: t('auth.requiredChangeCurrent') },
            ]}
          >
            {withPasswords.map((person) => (
              <tr key={person._id} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {person.name}
                </th>
                <td data-label={t('field.email')} className="px-3 py-2 break-all">
                  {person.email}
                </td>
                <td data-label={t('auth.requiredChangeCurrent')} className="px-3 py-2 font-mono" dir="ltr">
                  {person.temporaryPassword}
                </td>
              </tr>
            ))}
          </ResponsiveTable>
          <div className="flex items-center gap-3">
            <Button variant="secondary" onClick={() => void copyAll()}>
              {t('adminPeople.import.copyAll')}
            </Button>
            <span aria-live="polite" className="text-sm text-green-700 dark:text-green-300">
              {copied}
            </span>
          </div>
        </>
      )}
      <Button className="self-start" onClick={onClose}>
        {t('adminPeople.resetPassword.done')}
      </Button>
    </div>
  );
}
