import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@contract/courses';
import { apiRequest } from '../../../lib/api-client';
import { coursesKey } from './get-courses';

/** PUT /api/courses/:id */
export const updateCourse = ({ id, input }: { id: string; input: CourseInput }) =>
  apiRequest<{ course: Course }>(`/courses/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export const useUpdateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKey }),
  });
};
