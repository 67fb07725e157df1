import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInSlowdown } from '@contract/sign-in';
import { api, apiRequest } from '../../../lib/api-client';

const url = (id: string) => `/admin/users/${encodeURIComponent(id)}/sign-in-slowdown`;
export const signInSlowdownKey = (id: string) => ['admin', 'sign-in-slowdown', id] as const;

/** GET /api/admin/users/:id/sign-in-slowdown: until when wrong passwords make the person's sign-ins wait. */
export const getSignInSlowdown = async (id: string, signal?: AbortSignal) =>
  (await api<{ slowdown: SignInSlowdown }>(url(id), { signal })).slowdown;

export const useSignInSlowdown = (id: string) =>
  useQuery({ queryKey: signInSlowdownKey(id), queryFn: ({ signal }) => getSignInSlowdown(id, signal) });

/** DELETE /api/admin/users/:id/sign-in-slowdown: forgets the wrong passwords; sign-ins no longer wait. */
export const useLiftSignInSlowdown = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(url(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInSlowdownKey(id) }),
  });
};
