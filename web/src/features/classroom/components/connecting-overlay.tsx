import { Hand, MessageSquare, Mic, PanelBottom } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useT, type TranslationKey } from '../../../lib/i18n';

const TIPS: { icon: typeof Mic; text: TranslationKey }[] = [
  { icon: Mic, text: 'classroom.tips.devices' },
  { icon: PanelBottom, text: 'classroom.tips.toolbar' },
  { icon: MessageSquare, text: 'classroom.tips.chat' },
  { icon: Hand, text: 'classroom.tips.raiseHand' },
];

/** 'Connecting to classroom...' over the conference while it loads, with the quick tips beside it. */
export function ConnectingOverlay() {
  const t = useT();
  return (
    <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-6 overflow-y-auto bg-slate-950 p-4 text-white md:flex-row md:gap-10">
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner size="lg" className="text-blue-300" />
        <p role="status" className="text-lg font-semibold">
          {t('classroom.connecting')}
        </p>
      </div>
      <section
        aria-labelledby="classroom-tips-title"
        className="w-full max-w-sm rounded-xl border border-slate-700 bg-slate-900 p-5"
      >
        <h2 id="classroom-tips-title" className="font-semibold">
          {t('classroom.tips.title')}
        </h2>
        <ul className="mt-3 flex flex-col gap-3 text-sm text-slate-200">
          {TIPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-300" />
              <span>{t(text)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
