import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccountCreated, AdminFacultyCreate, AdminStudentCreate } from '@contract/admin-accounts';
import { apiRequest } from '../../../lib/api-client';
import { facultyKey, studentsKey } from './keys';

/**
 * POST /api/admin/students and /api/admin/faculty: an approved account at once; the temporary password, when
 * asked for, is in this answer only.
 */
export const addStudent = (input: AdminStudentCreate) =>
  apiRequest<AdminAccountCreated>('/admin/students', { method: 'POST', body: input });
export const addFacultyMember = (input: AdminFacultyCreate) =>
  apiRequest<AdminAccountCreated>('/admin/faculty', { method: 'POST', body: input });

export const useAddStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
};

export const useAddFacultyMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFacultyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facultyKey }),
  });
};
