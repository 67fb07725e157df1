import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/users/:id/end-sessions: signs the person out on every device; the account stays active. */
export const endSessions = (id: string) =>
  apiRequest<unknown>(`/admin/users/${encodeURIComponent(id)}/end-sessions`, { method: 'POST' });

export const useEndSessions = () => useMutation({ mutationFn: endSessions });
