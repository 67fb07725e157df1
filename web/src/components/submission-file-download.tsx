import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { downloadSubmissionFile } from '../lib/download-file';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';

/** A button that fetches a submission's file with the session's token and saves it; nothing without a file. */
export function SubmissionFileDownload({
  submission,
}: {
  submission: { _id: string; submission_file?: { originalname: string } | null };
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const file = submission.submission_file;
  if (!file) return null;
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadSubmissionFile(submission._id, file.originalname);
    } catch (error) {
      setFailure(errorMessage(error, t('download.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" className="self-start" busy={busy} onClick={() => void download()}>
        <Download aria-hidden="true" className="size-4" />
        {t('download.file', { file: file.originalname })}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </div>
  );
}
