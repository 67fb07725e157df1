import { downloadSubmissionFile } from '../lib/download-file';
import { useT } from '../lib/i18n';
import { DownloadButton } from './download-button';

/** A button that fetches a submission's file with the session's token and saves it; nothing without a file. */
export function SubmissionFileDownload({
  submission,
}: {
  submission: { _id: string; submission_file?: { originalname: string } | null };
}) {
  const t = useT();
  const file = submission.submission_file;
  if (!file) return null;
  return (
    <DownloadButton
      label={t('download.file', { file: file.originalname })}
      failed={t('download.failed')}
      download={() => downloadSubmissionFile(submission._id, file.originalname)}
    />
  );
}
