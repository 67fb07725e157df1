import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { localeDirection } from '@contract/locale';
import { cn } from '../../../components/ui/cn';
import { useLocale } from '../../../lib/i18n';

export type TabItem<K extends string> = { key: K; label: string };

type Props<K extends string> = {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
};

const tabId = (key: string) => `tab-${key}`;
export const panelId = (key: string) => `tabpanel-${key}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list, Left/Right (and Home/End) move and select, the
 * selected tab's panel follows. Right to left (Urdu) the tabs run the other way, and so do the arrows.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const rightToLeft = localeDirection(useLocale()) === 'rtl';
  const [forwardKey, backKey] = rightToLeft ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === forwardKey
        ? (index + 1) % tabs.length
        : event.key === backKey
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    refs.current[tabs[next].key]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                refs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId(tab.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                '-mb-px min-h-11 shrink-0 border-b-2 px-4 py-2 text-sm font-semibold',
                active
                  ? 'border-blue-700 text-blue-800 dark:border-blue-300 dark:text-blue-200'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
