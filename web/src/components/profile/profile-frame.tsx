import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/** The polite live region that announces a saved profile. */
export function SavedMessage({ message }: { message: string | null }) {
  return <div aria-live="polite">{message && <Alert tone="success">{message}</Alert>}</div>;
}

interface ProfileFrameProps {
  headingId: string;
  heading: string;
  className?: string;
  editing: boolean;
  onEdit: () => void;
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  busy: boolean;
  /** The form's fields, shown while editing. */
  fields: ReactNode;
  /** The saved values, shown while not editing. */
  children: ReactNode;
}

/** A profile card that switches between its saved values and a form with Cancel and Save. */
export function ProfileFrame({
  headingId,
  heading,
  className = 'flex flex-col gap-4',
  editing,
  onEdit,
  failure,
  onSubmit,
  onCancel,
  busy,
  fields,
  children,
}: ProfileFrameProps) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        {!editing && (
          <Button variant="secondary" onClick={onEdit}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
      {editing ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {fields}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('profile.save')}
            </Button>
          </div>
        </form>
      ) : (
        children
      )}
    </Card>
  );
}
