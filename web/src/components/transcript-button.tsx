import { FileText } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { Button } from './ui/button';

/**
 * Issues a transcript (POST `path`) and saves the PDF the server answers. Shared by the student's grades page
 * and the admin's student page; the PDF is made on the server, so this stays a few lines of the bundle.
 */
export function TranscriptButton({ path, label, failed }: { path: string; label: string; failed: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issue = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(path, { method: 'POST' });
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" className="self-start" busy={busy} onClick={() => void issue()}>
        <FileText aria-hidden="true" className="size-4" />
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
