import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coursesKey } from './get-courses';

/** DELETE /api/courses/:id: deletes the course, or archives it when records depend on it (the message says which). */
export const deleteCourse = (id: string) =>
  apiRequest<undefined>(`/courses/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesKey }),
  });
};
