/**
 * Importing students or faculty from a CSV file (issues 23 and 36): the admin starts from a template written from
 * the contract's columns, checks the file (every row shown with its problems, fields named in words), then imports
 * the good rows (the others listed with their line and reason) or, if chosen, nothing until every row is correct.
 * Temporary passwords are shown once.
 */
import { useState, type ChangeEvent } from 'react';
import { Download } from 'lucide-react';
import {
  IMPORT_COLUMNS,
  IMPORT_COURSE_SEPARATOR,
  importHeading,
  importTemplate,
  PEOPLE_IMPORT_MAX_ROWS,
  type ImportMode,
  type ImportRole,
  type ImportRow,
  type PeopleImportPreviewResult,
  type PeopleImportResult,
} from '@contract/admin-import';
import type { AdminResetMethod } from '@contract/password-reset';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { localizeLabel, localizeMessage, localizeSaid } from '../../../lib/i18n/messages';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { importPeople, previewPeopleImport, useRefreshPeople } from '../api/people-import';
import { PasswordSetupChoice } from './password-setup-choice';

/** The template as a link's address: a download that needs no request. */
const templateHref = (role: ImportRole) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate(role, (heading) => localizeLabel(heading)))}`;

export function PeopleImportPanel({ role, onClose }: { role: ImportRole; onClose: () => void }) {
  const t = useT();
  const refresh = useRefreshPeople(role);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<PeopleImportPreviewResult | null>(null);
  const [mode, setMode] = useState<ImportMode>('good-rows');
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
    importPeople({ role, csv, passwordSetup, mode })
      .then(({ data, message }) => {
        setDone({ result: data, message });
        void refresh();
      })
      .catch(async (error: unknown) => {
        setFailure(errorMessage(error, t('adminPeople.import.failed')));
        // Rows refused since the check (an e-mail taken meanwhile): the table shows them as they now read.
        if (isApiError(error) && error.status === 400) {
          const again = await previewPeopleImport({ role, csv }).catch(() => null);
          if (again) {
            setPreview(again.data);
            setFailure(`${errorMessage(error, '')} ${t('adminPeople.import.recheck')}`);
          }
        }
      })
      .finally(() => setBusy(false));
  };

  const title =
    role === 'student' ? t('adminPeople.import.studentsTitle') : t('adminPeople.import.facultyTitle');
  const bad = preview?.rows.filter((row) => row.errors.length > 0) ?? [];
  const canImport = preview !== null && preview.ready > 0 && (bad.length === 0 || mode === 'good-rows');
  return (
    <Card role="region" aria-labelledby="people-import-heading" className="flex flex-col gap-5">
      <h2 id="people-import-heading" className="text-xl font-semibold">
        {title}
      </h2>
      {done ? (
        <ImportDone {...done} role={role} onClose={onClose} />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('adminPeople.import.hint', {
              separator: IMPORT_COURSE_SEPARATOR,
              max: PEOPLE_IMPORT_MAX_ROWS,
            })}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('adminPeople.import.columns', {
              columns: IMPORT_COLUMNS[role]
                .map((column) => localizeLabel(column.heading))
                .join(t('adminPeople.import.listSeparator')),
            })}
          </p>
          <a
            href={templateHref(role)}
            download={`${role === 'student' ? 'students' : 'faculty'}-template.csv`}
            className={buttonClass('secondary', 'self-start')}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('adminPeople.import.template')}
          </a>
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
          <ModeChoice value={mode} onChange={setMode} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant={canImport ? 'secondary' : 'primary'} busy={busy && !preview} onClick={check}>
              {t('adminPeople.import.check')}
            </Button>
          </div>
          {preview && (
            <>
              <p aria-live="polite" className="font-medium">
                {t('adminPeople.import.ready', { ready: preview.ready, total: preview.rows.length })}
              </p>
              <RowsTable role={role} caption={title} rows={preview.rows} />
              {canImport ? (
                <>
                  {bad.length > 0 && (
                    <Alert tone="info">
                      {t('adminPeople.import.skipping', {
                        lines: bad.map((row) => row.line).join(t('adminPeople.import.listSeparator')),
                      })}
                    </Alert>
                  )}
                  <PasswordSetupChoice value={passwordSetup} onChange={setPasswordSetup} />
                  {failure && <Alert>{failure}</Alert>}
                  <Button className="self-end" busy={busy} onClick={run}>
                    {bad.length > 0
                      ? t('adminPeople.import.submitGood', { count: preview.ready })
                      : t('adminPeople.import.submit', { count: preview.ready })}
                  </Button>
                </>
              ) : (
                <>
                  {failure && <Alert>{failure}</Alert>}
                  <Alert>{t('adminPeople.import.fix')}</Alert>
                </>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** Whether one bad row holds back the whole file: asked before the file is checked, changeable after. */
function ModeChoice({ value, onChange }: { value: ImportMode; onChange: (mode: ImportMode) => void }) {
  const t = useT();
  const choices: [ImportMode, string][] = [
    ['good-rows', t('adminPeople.import.modeGoodRows')],
    ['all-or-nothing', t('adminPeople.import.modeAllOrNothing')],
  ];
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
      <legend className="px-2 font-semibold">{t('adminPeople.import.mode')}</legend>
      <div className="flex flex-col gap-2">
        {choices.map(([mode, label]) => (
          <label key={mode} className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="importMode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="mt-1 size-5 shrink-0 accent-blue-700"
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Each row of the file by its line, with its problems, each named by its column's heading in words. */
function RowsTable({
  role,
  caption,
  rows,
  skipped = false,
}: {
  role: ImportRole;
  caption: string;
  rows: ImportRow[];
  /** The rows an import left out: each says so instead of "Ready". */
  skipped?: boolean;
}) {
  const t = useT();
  return (
    <ResponsiveTable
      caption={caption}
      columns={[
        { label: t('adminPeople.import.line') },
        { label: t('field.name') },
        { label: t('field.email') },
        { label: t('adminPeople.import.problems') },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.line} className="border-t border-slate-200 align-top dark:border-slate-700">
          <td data-label={t('adminPeople.import.line')} className="px-3 py-2">
            {row.line}
          </td>
          <th scope="row" className="px-3 py-2 text-start font-medium">
            <bdi>{row.name}</bdi>
          </th>
          <td data-label={t('field.email')} className="px-3 py-2 break-all">
            <bdi>{row.email}</bdi>
          </td>
          <td data-label={t('adminPeople.import.problems')} className="px-3 py-2">
            {row.errors.length === 0 ? (
              <span className="text-green-700 dark:text-green-300">{t('adminPeople.import.rowReady')}</span>
            ) : (
              <ul className="text-red-700 dark:text-red-300">
                {skipped && <li className="font-medium">{t('adminPeople.import.skipped')}</li>}
                {row.errors.map((error) => {
                  const heading = importHeading(role, error.field);
                  return (
                    <li key={`${error.field}:${error.message}`}>
                      {heading && <span className="font-medium">{localizeLabel(heading)}: </span>}
                      {localizeSaid(error)}
                    </li>
                  );
                })}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}

/** What was imported and what was not, with its reasons; the temporary passwords once, with Copy All, until Done. */
function ImportDone({
  result,
  message,
  role,
  onClose,
}: {
  result: PeopleImportResult;
  message?: string;
  role: ImportRole;
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
      {message && <Alert tone={result.skipped.length > 0 ? 'info' : 'success'}>{message}</Alert>}
      {result.skipped.length > 0 && (
        <RowsTable role={role} caption={t('adminPeople.import.skipped')} rows={result.skipped} skipped />
      )}
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
