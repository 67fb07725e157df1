import type { FormEvent, ReactNode } from 'react';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

type Props = {
  title: string;
  failure: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The edit form's frame: heading, the sections, the failure message, and Save / Cancel. */
export function EditLayout({ title, failure, busy, onSubmit, onCancel, children }: Props) {
  const t = useT();
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-labelledby="edit-title" className="flex flex-col gap-6">
        <h2 id="edit-title" className="text-xl font-semibold">
          {title}
        </h2>
        {children}
        <FormFeedback error={failure} className="justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('adminPeople.cancelEdit')}
          </Button>
          <Button type="submit" busy={busy} className="sm:min-w-40">
            {t('adminPeople.save')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}

/** A titled group of fields; two columns from small screens up. */
export function EditSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
      <legend className="px-2 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
