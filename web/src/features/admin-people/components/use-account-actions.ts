import type { User } from '@contract/auth';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useDeactivateUser } from '../api/deactivate-user';
import { useEndSessions } from '../api/end-sessions';
import { useReactivateUser } from '../api/reactivate-user';

/** Deactivate / Reactivate / Sign Out Everywhere after the admin confirms, reporting through the page's messages. */
export function useAccountActions(
  setSuccess: (m: string | null) => void,
  setFailure: (m: string | null) => void,
) {
  const t = useT();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const endSessions = useEndSessions();
  return {
    busy: deactivate.isPending || reactivate.isPending || endSessions.isPending,
    onEndSessions: (person: User) => {
      if (!window.confirm(t('adminPeople.confirmEndSessions', { name: person.name }))) return;
      setFailure(null);
      endSessions.mutate(person._id, {
        onSuccess: ({ message }) => setSuccess(message ?? null),
        onError: (error) => setFailure(errorMessage(error, t('adminPeople.endSessionsFailed'))),
      });
    },
    onDeactivate: (person: User) => {
      if (!window.confirm(t('adminPeople.confirmDeactivate', { name: person.name }))) return;
      setFailure(null);
      deactivate.mutate(person._id, {
        onSuccess: ({ message }) => setSuccess(message ?? t('adminPeople.deactivated.done')),
        onError: (error) => setFailure(errorMessage(error, t('adminPeople.deactivateFailed'))),
      });
    },
    onReactivate: (person: User) => {
      if (!window.confirm(t('adminPeople.confirmReactivate', { name: person.name }))) return;
      setFailure(null);
      reactivate.mutate(person._id, {
        onSuccess: ({ message }) => setSuccess(message ?? t('adminPeople.reactivated.done')),
        onError: (error) => setFailure(errorMessage(error, t('adminPeople.reactivateFailed'))),
      });
    },
  };
}
