import { useMutation } from '@tanstack/react-query';
import type { StudentProfileUpdate, User } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/auth/profile with a student's editable fields only; answers with the updated user. */
export const updateStudentProfile = (input: StudentProfileUpdate) =>
  apiRequest<{ user: User }>('/auth/profile', { method: 'PUT', body: input });

export const useUpdateStudentProfile = () => useMutation({ mutationFn: updateStudentProfile });
