import { useMutation } from '@tanstack/react-query';
import type { AdminProfileUpdate, User } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/auth/profile with an admin's editable fields (name, phone); answers with the updated user. */
export const updateAdminProfile = (input: AdminProfileUpdate) =>
  apiRequest<{ user: User }>('/auth/profile', { method: 'PUT', body: input });

export const useUpdateAdminProfile = () => useMutation({ mutationFn: updateAdminProfile });
