/**
 * A PDF or an image opened in the page (issue 25, item 4). The file is fetched with the session's token; an
 * image shows as an <img> of its bytes, a PDF is drawn page by page with pdf.js (Chrome on Android shows no PDF
 * in a frame). Nothing of the file runs in the portal's origin: pdf.js draws onto canvases with eval off, and
 * the server answers the file itself with `Content-Security-Policy: sandbox`. Download is always offered.
 */
import { Download, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Loading } from './loading';
import { Button, buttonClass } from './ui/button';
import { errorMessage } from '../lib/api-client';
import { fetchFile, saveBlob } from '../lib/download-file';
import { useT } from '../lib/i18n';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; blob: Blob; url: string };

export default function FileViewer({
  path,
  name,
  type,
  onClose,
}: {
  path: string;
  name: string;
  type: string;
  onClose: () => void;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    let live = true;
    let url: string | undefined;
    fetchFile(path).then(
      ({ blob }) => {
        if (!live) return;
        // An image is shown from its bytes; the address is let go when the viewer closes.
        url = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', blob, url });
      },
      (error: unknown) =>
        live && setLoaded({ status: 'failed', message: errorMessage(error, t('files.openFailed')) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, t]);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind does not scroll with the file.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="file-viewer-title"
      className="fixed inset-0 z-50 flex flex-col bg-slate-100 dark:bg-slate-950"
    >
      <div className="flex items-center gap-2 border-b border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="file-viewer-title" dir="auto" className="min-w-0 flex-1 truncate font-semibold">
          {name}
        </h2>
        <Button
          variant="secondary"
          disabled={loaded.status !== 'ready'}
          onClick={() => loaded.status === 'ready' && saveBlob(loaded.blob, name)}
        >
          <Download aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('files.download')}</span>
        </Button>
        <button
          ref={closeButton}
          type="button"
          className={buttonClass('ghost')}
          onClick={onClose}
          aria-label={t('files.close')}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-2 sm:p-4" data-testid="file-viewer-body">
        {loaded.status === 'loading' && <Loading />}
        {loaded.status === 'failed' && (
          <p role="alert" className="p-4 text-red-700 dark:text-red-300">
            {loaded.message}
          </p>
        )}
        {loaded.status === 'ready' &&
          (type === 'application/pdf' ? (
            <PdfPages blob={loaded.blob} />
          ) : (
            <img src={loaded.url} alt={name} className="mx-auto h-auto max-w-full bg-white" />
          ))}
      </div>
    </div>,
    document.body,
  );
}

/** Every page of the PDF as a canvas as wide as the viewer, drawn one after another. */
function PdfPages({ blob }: { blob: Blob }) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [pages, setPages] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const pagesHolder = holder.current;
    let destroy: (() => void) | undefined;
    (async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({
        data: new Uint8Array(await blob.arrayBuffer()),
        isEvalSupported: false,
      });
      destroy = () => void task.destroy();
      const doc = await task.promise;
      if (cancelled) return;
      setPages(doc.numPages);
      const width = Math.max(200, (pagesHolder?.clientWidth ?? 360) - 2);
      const ratio = window.devicePixelRatio || 1;
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (Math.min(width, 1000) / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.maxWidth = '100%';
        canvas.className = 'mx-auto block bg-white shadow';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('files.page', { page: n, pages: doc.numPages }));
        await page.render({ canvas, viewport }).promise;
        if (cancelled) return;
        pagesHolder?.append(canvas);
      }
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
      pagesHolder?.replaceChildren();
    };
  }, [blob, t]);

  if (failed)
    return (
      <p role="alert" className="p-4 text-red-700 dark:text-red-300">
        {t('files.openFailed')}
      </p>
    );
  return (
    <div>
      {pages === 0 && <Loading />}
      <div ref={holder} className="flex flex-col gap-3" data-pages={pages} />
    </div>
  );
}
