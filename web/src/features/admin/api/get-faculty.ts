import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFacultyListSchema } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { fetchEveryPage } from '../../../lib/every-page';

/** GET /api/admin/faculty, every page: the approved teachers, the choices for a course's instructor. */
export const getInstructors = (signal?: AbortSignal) =>
  fetchEveryPage(
    (paging) => api<z.infer<typeof AdminFacultyListSchema>>('/admin/faculty', { query: paging, signal }),
    (answer) => answer.faculty,
  );

export const useInstructors = () =>
  useQuery({
    queryKey: ['admin', 'faculty', 'instructors'],
    queryFn: ({ signal }) => getInstructors(signal),
  });
