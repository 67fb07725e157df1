import { useMutation } from '@tanstack/react-query';
import type { FacultyProfileUpdate, User } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/auth/profile with a teacher's editable fields only (never the e-mail); answers with the updated user. */
export const updateFacultyProfile = (input: FacultyProfileUpdate) =>
  apiRequest<{ user: User }>('/auth/profile', { method: 'PUT', body: input });

export const useUpdateFacultyProfile = () => useMutation({ mutationFn: updateFacultyProfile });
