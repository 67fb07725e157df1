import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';

type Props = {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for an optional reason before a registration is rejected. Mounted only while open. */
export function RejectDialog({ name, busy, onCancel, onConfirm }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open
      title={t('registrations.rejectTitle', { name })}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => onConfirm(reason.trim())}>
            {t('registrations.confirmReject')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t('registrations.rejectBody')}</p>
      <Field id="rejection-reason" label={t('registrations.reason')}>
        <Textarea
          id="rejection-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
    </Dialog>
  );
}
