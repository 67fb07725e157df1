/**
 * The files attached to an assignment (issue 25, item 3): read by its students, attached and removed by its
 * teacher. Each opens in the viewer (PDF, image) or downloads.
 */
import { Paperclip, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { UPLOAD_ACCEPT } from '@contract/uploads';
import { FileActions } from '../../components/file-actions';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { attachmentFilePath } from '../../lib/download-file';
import { useT } from '../../lib/i18n';
import { useAttachmentChanges, useAttachments } from './api';

export function AssignmentFiles({
  assignmentId,
  manage = false,
}: {
  assignmentId: string;
  manage?: boolean;
}) {
  const t = useT();
  const files = useAttachments(assignmentId);
  const changes = useAttachmentChanges(assignmentId);
  const [chosen, setChosen] = useState<File | null>(null);
  const [said, setSaid] = useState<{ success?: string; error?: string }>({});
  const inputId = `attach-${assignmentId}`;

  const attach = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setSaid({ error: t('materials.fileRequired') });
      return;
    }
    setSaid({});
    try {
      const { message } = await changes.attach.mutateAsync(chosen);
      setChosen(null);
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.value = '';
      setSaid({ success: message });
    } catch (error) {
      setSaid({ error: errorMessage(error) });
    }
  };

  const remove = async (id: string) => {
    setSaid({});
    try {
      const { message } = await changes.remove.mutateAsync(id);
      setSaid({ success: message });
    } catch (error) {
      setSaid({ error: errorMessage(error) });
    }
  };

  if (files.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {errorMessage(files.error, t('attachments.loadFailed'))}
      </p>
    );
  if (!files.data) return null;
  if (!manage && files.data.length === 0) return null;
  return (
    <section aria-label={t('attachments.title')} className="flex flex-col gap-2">
      <h3 className="flex items-center gap-1 text-sm font-semibold">
        <Paperclip aria-hidden="true" className="size-4" />
        {t('attachments.title')}
      </h3>
      {files.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('attachments.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {files.data.map((file) => (
            <li key={file._id} className="flex flex-col gap-1">
              <p className="text-sm break-all">
                <bdi dir="ltr">{file.name}</bdi> ·{' '}
                <bdi dir="ltr">{t('files.size', { size: Math.max(1, Math.round(file.size / 1024)) })}</bdi>
              </p>
              <div className="flex flex-wrap items-start gap-2">
                <FileActions
                  path={attachmentFilePath(assignmentId, file._id)}
                  name={file.name}
                  type={file.type}
                />
                {manage && (
                  <Button
                    variant="ghost"
                    className="px-3 text-red-700 dark:text-red-300"
                    onClick={() => void remove(file._id)}
                    aria-label={t('attachments.remove', { file: file.name })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {manage && (
        <form noValidate onSubmit={(e) => void attach(e)} className="flex flex-col gap-2">
          <Field id={inputId} label={t('attachments.add')} hint={t('materials.field.fileHint')}>
            <Input
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT}
              hint={t('materials.field.fileHint')}
              onChange={(e) => setChosen(e.target.files?.[0] ?? null)}
            />
          </Field>
          <FormFeedback success={said.success} error={said.error}>
            <Button type="submit" variant="secondary" busy={changes.attach.isPending}>
              {t('attachments.attach')}
            </Button>
          </FormFeedback>
        </form>
      )}
    </section>
  );
}
