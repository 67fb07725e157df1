import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { opensInViewer } from '@contract/material-rules';
import { downloadSubmissionFile, submissionFilePath } from '../lib/download-file';
import { FileActions } from './file-actions';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';

/**
 * A button that runs a download (see lib/download-file.ts), busy meanwhile, and shows why it failed: the
 * server's reason, else `failed`. Submission files and transcripts share it; both live in this one module so
 * that a page with a submission file loads one small chunk, not two.
 */
export function DownloadButton({
  label,
  failed,
  download,
}: {
  label: string;
  failed: string;
  download: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" className="self-start" busy={busy} onClick={() => void run()}>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </div>
  );
}

/** A button that fetches a submission's file with the session's token and saves it; nothing without a file. */
export function SubmissionFileDownload({
  submission,
}: {
  submission: { _id: string; submission_file?: { originalname: string; mimetype: string } | null };
}) {
  const t = useT();
  const file = submission.submission_file;
  if (!file) return null;
  // A PDF or an image also opens in the page (its pages load the viewer's strings with them).
  if (opensInViewer(file.mimetype))
    return (
      <FileActions path={submissionFilePath(submission._id)} name={file.originalname} type={file.mimetype} />
    );
  return (
    <DownloadButton
      label={t('download.file', { file: file.originalname })}
      failed={t('download.failed')}
      download={() => downloadSubmissionFile(submission._id, file.originalname)}
    />
  );
}
