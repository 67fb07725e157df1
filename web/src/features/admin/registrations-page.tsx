import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUCCESS_MESSAGE_MS } from '@contract/constants';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@contract/enums';
import type { Registration, RegistrationQuery } from '@contract/registrations';
import { Alert } from '../../components/ui/alert';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useT, type TranslationKey } from '../../lib/i18n';
import { useApproveRegistration } from './api/approve-registration';
import { useRegistrations } from './api/get-registrations';
import { useRejectRegistration } from './api/reject-registration';
import { RegistrationCard, type ApprovalOutcome } from './components/registration-card';
import { RejectDialog } from './components/reject-dialog';

const STATUS_LABELS: Record<RegistrationStatus, TranslationKey> = {
  pending: 'registrations.status.pending',
  approved: 'registrations.status.approved',
  rejected: 'registrations.status.rejected',
};
const EMPTY: Record<RegistrationStatus, TranslationKey> = {
  pending: 'registrations.empty.pending',
  approved: 'registrations.empty.approved',
  rejected: 'registrations.empty.rejected',
};

function readQuery(params: URLSearchParams): RegistrationQuery {
  const status = params.get('status');
  const role = params.get('role');
  return {
    status: (REGISTRATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as RegistrationStatus)
      : 'pending',
    role: role === 'student' || role === 'faculty' ? role : undefined,
  };
}

/**
 * A registration just approved, kept where it was in the list it was approved from (which it has left) so that
 * what became of its courses shows beside the button that was pressed.
 */
type Approved = ApprovalOutcome & { registration: Registration; index: number; listKey: string };

/** /admin/registrations: the approval queue. Filters live in the URL so a filtered view can be shared. */
export default function RegistrationsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useRegistrations(query);
  const pending = useRegistrations({ status: 'pending' });
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [approved, setApproved] = useState<Approved[]>([]);
  const [approveFailure, setApproveFailure] = useState<{ id: string; message: string } | null>(null);
  const listKey = JSON.stringify(query);
  const dismiss = useCallback(
    (id: string) => setApproved((all) => all.filter((a) => a.registration._id !== id)),
    [],
  );

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const setFilter = (name: 'status' | 'role', value: string) => {
    // What was just approved belongs to the list it was approved from.
    setApproved([]);
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const onApprove = (registration: Registration) => {
    setApproveFailure(null);
    const index = list.data?.findIndex((r) => r._id === registration._id) ?? 0;
    approve.mutate(registration._id, {
      onSuccess: ({ data, message }) =>
        setApproved((all) => [
          ...all.filter((a) => a.registration._id !== registration._id),
          {
            registration,
            index,
            listKey,
            approval: data,
            message: message ?? t('registrations.approved', { name: registration.name }),
          },
        ]),
      onError: (error) =>
        setApproveFailure({
          id: registration._id,
          message: errorMessage(error, t('registrations.approveFailed')),
        }),
    });
  };

  // The list as it came, with the registrations just approved from it back in their places.
  const shown = [...(list.data ?? [])];
  for (const entry of approved) {
    if (entry.listKey !== listKey || shown.some((r) => r._id === entry.registration._id)) continue;
    shown.splice(Math.min(Math.max(entry.index, 0), shown.length), 0, entry.registration);
  }
  const outcomeOf = (id: string) => approved.find((a) => a.registration._id === id && a.listKey === listKey);

  const onReject = (registration: Registration, reason: string) => {
    setFailure(null);
    reject.mutate(
      { userId: registration._id, reason: reason || undefined },
      {
        onSuccess: ({ message }) => {
          setRejecting(null);
          setSuccess(message ?? t('registrations.rejected', { name: registration.name }));
        },
        onError: (error) => {
          setRejecting(null);
          setFailure(errorMessage(error, t('registrations.rejectFailed')));
        },
      },
    );
  };

  const busyId = approve.isPending
    ? approve.variables
    : reject.isPending
      ? reject.variables?.userId
      : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('registrations.title')} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('registrations.title')}</h1>
          <p className="text-slate-700 dark:text-slate-300">{t('registrations.subtitle')}</p>
        </div>
        {pending.data && (
          <p className="self-start rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900 sm:self-auto dark:bg-amber-900 dark:text-amber-100">
            {t('registrations.pendingCount', { count: pending.data.length })}
          </p>
        )}
      </div>

      <Card className="grid gap-4 sm:grid-cols-2">
        <Field id="status-filter" label={t('registrations.filter.status')}>
          <Select
            id="status-filter"
            value={query.status}
            onChange={(e) => setFilter('status', e.target.value)}
            options={REGISTRATION_STATUSES.map((status) => ({
              value: status,
              label: t(STATUS_LABELS[status]),
            }))}
          />
        </Field>
        <Field id="role-filter" label={t('registrations.filter.role')}>
          <Select
            id="role-filter"
            value={query.role ?? ''}
            onChange={(e) => setFilter('role', e.target.value)}
            options={[
              { value: '', label: t('registrations.filter.allRoles') },
              { value: 'student', label: t('registrations.filter.students') },
              { value: 'faculty', label: t('registrations.filter.faculty') },
            ]}
          />
        </Field>
      </Card>

      <FormFeedback floating success={success} error={failure} />

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <Alert>{`${t('registrations.loadFailed')} ${errorMessage(list.error)}`}</Alert>
      ) : shown.length === 0 ? (
        <Card className="py-10 text-center text-slate-700 dark:text-slate-300">{t(EMPTY[query.status])}</Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {shown.map((registration) => (
            <li key={registration._id}>
              <RegistrationCard
                registration={registration}
                busy={busyId === registration._id}
                onApprove={() => onApprove(registration)}
                onReject={() => setRejecting(registration)}
                approved={outcomeOf(registration._id)}
                approveFailure={approveFailure?.id === registration._id ? approveFailure.message : null}
                onDismiss={() => dismiss(registration._id)}
              />
            </li>
          ))}
        </ul>
      )}

      {rejecting && (
        <RejectDialog
          name={rejecting.name}
          busy={reject.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => onReject(rejecting, reason)}
        />
      )}
    </div>
  );
}
