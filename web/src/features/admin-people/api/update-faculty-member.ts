import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFacultyUpdate } from '@contract/admin';
import type { User } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { FacultyDetail } from './get-faculty-member';
import { facultyDetailKey, facultyKey } from './keys';

/** PUT /api/admin/faculty/:id: only the fields sent change. */
export const updateFacultyMember = ({ id, changes }: { id: string; changes: AdminFacultyUpdate }) =>
  apiRequest<{ faculty: User }>(`/admin/faculty/${encodeURIComponent(id)}`, { method: 'PUT', body: changes });

export const useUpdateFacultyMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacultyMember,
    onSuccess: ({ data }, { id }) =>
      queryClient.setQueryData<FacultyDetail>(
        facultyDetailKey(id),
        (old) => old && { ...old, faculty: data.faculty },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facultyKey }),
  });
};
