/**
 * What a stored file offers: Open (a PDF or an image, in the page's viewer) and always Download. The viewer,
 * and pdf.js inside it, load as their own chunks only when Open is pressed, so no page's first load grows.
 */
import { Download, Eye } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { opensInViewer } from '@contract/material-rules';
import { Button } from './ui/button';
import { errorMessage } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { useT } from '../lib/i18n';

const FileViewer = lazy(() => import('./file-viewer'));

export function FileActions({ path, name, type }: { path: string; name: string; type: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(path, { fileName: name });
    } catch (error) {
      setFailure(errorMessage(error, t('download.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        {opensInViewer(type) && (
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            aria-label={t('files.openNamed', { file: name })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('files.open')}
          </Button>
        )}
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => void download()}
          aria-label={t('download.file', { file: name })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('files.download')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <FileViewer path={path} name={name} type={type} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
