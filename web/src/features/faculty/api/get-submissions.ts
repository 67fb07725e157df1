import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AssignmentSubmissionsSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type AssignmentSubmissions = z.infer<typeof AssignmentSubmissionsSchema>;

export const submissionsKey = (assignmentId: string) => ['faculty', 'submissions', assignmentId] as const;

/** GET /api/assignments/:id/submissions: the assignment and every submission to it, with grade history. */
export const getSubmissions = (assignmentId: string, signal?: AbortSignal) =>
  api<AssignmentSubmissions>(`/assignments/${encodeURIComponent(assignmentId)}/submissions`, { signal });

export const useSubmissions = (assignmentId: string | null) =>
  useQuery({
    queryKey: submissionsKey(assignmentId ?? ''),
    queryFn: ({ signal }) => getSubmissions(assignmentId!, signal),
    enabled: assignmentId !== null,
  });
