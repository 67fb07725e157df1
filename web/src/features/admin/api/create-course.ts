import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@contract/courses';
import { apiRequest } from '../../../lib/api-client';
import { coursesKey } from './get-courses';

/** POST /api/courses */
export const createCourse = (input: CourseInput) =>
  apiRequest<{ course: Course }>('/courses', { method: 'POST', body: input });

export const useCreateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKey }),
  });
};
