import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { FormFeedback } from '../ui/form-feedback';

interface ProfileFrameProps {
  headingId: string;
  heading: string;
  className?: string;
  editing: boolean;
  onEdit: () => void;
  /** 'Profile updated successfully!' after a save, under the heading of the card the form closed into. */
  saved: string | null;
  /** Why a save failed, beside Save. */
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
  saved,
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
          <FormFeedback success={saved} className="flex-row-reverse">
            <Button variant="secondary" onClick={onEdit}>
              {t('profile.edit')}
            </Button>
          </FormFeedback>
        )}
      </div>
      {editing ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {fields}
          <FormFeedback error={failure} className="justify-end">
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('profile.save')}
            </Button>
          </FormFeedback>
        </form>
      ) : (
        children
      )}
    </Card>
  );
}
