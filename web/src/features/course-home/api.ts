/**
 * The class's home on both sides (issue 25): class announcements (GET, POST /api/courses/:id/announcements,
 * PUT, DELETE /api/course-announcements/:id, GET /api/course-announcements) and a submission's comments and
 * history (/api/submissions/:id/history, /comments, /return).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseAnnouncement, CourseAnnouncementInput } from '@contract/course-announcements';
import type { Submission } from '@contract/student';
import type { SubmissionEvent, SubmissionReturnInput } from '@contract/submission-loop';
import { api, apiRequest } from '../../lib/api-client';

export const courseAnnouncementsKey = (courseId: string) => ['course-announcements', courseId] as const;
export const myClassAnnouncementsKey = ['course-announcements', 'mine'] as const;

export const useCourseAnnouncements = (courseId: string) =>
  useQuery({
    queryKey: courseAnnouncementsKey(courseId),
    queryFn: ({ signal }) =>
      api<{ announcements: CourseAnnouncement[] }>(`/courses/${encodeURIComponent(courseId)}/announcements`, {
        signal,
      }),
    select: (data) => data.announcements,
  });

/** The class announcements the signed-in reader gets, of all its courses (the announcements page). */
export const useMyClassAnnouncements = () =>
  useQuery({
    queryKey: myClassAnnouncementsKey,
    queryFn: ({ signal }) =>
      api<{ announcements: CourseAnnouncement[] }>('/course-announcements', { signal }),
    select: (data) => data.announcements,
  });

type Saved = { announcement: CourseAnnouncement };

/** Posts (no id) or edits (an id) a class announcement, then reads the course's list again. */
export function useSaveCourseAnnouncement(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CourseAnnouncementInput }) =>
      id
        ? apiRequest<Saved>(`/course-announcements/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : apiRequest<Saved>(`/courses/${encodeURIComponent(courseId)}/announcements`, {
            method: 'POST',
            body: input,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course-announcements'] }),
  });
}

export function useDeleteCourseAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/course-announcements/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course-announcements'] }),
  });
}

export const submissionHistoryKey = (submissionId: string) => ['submission-history', submissionId] as const;

export const useSubmissionHistory = (submissionId: string) =>
  useQuery({
    queryKey: submissionHistoryKey(submissionId),
    queryFn: ({ signal }) =>
      api<{ events: SubmissionEvent[] }>(`/submissions/${encodeURIComponent(submissionId)}/history`, {
        signal,
      }),
    select: (data) => data.events,
  });

export function useCommentOnSubmission(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      apiRequest<{ event: SubmissionEvent }>(`/submissions/${encodeURIComponent(submissionId)}/comments`, {
        method: 'POST',
        body: { comment },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionHistoryKey(submissionId) }),
  });
}

/** Returns a submission for resubmission; `onDone` refreshes the page's own list. */
export function useReturnSubmission(submissionId: string, onDone: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmissionReturnInput) =>
      apiRequest<{ submission: Submission }>(`/submissions/${encodeURIComponent(submissionId)}/return`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () =>
      Promise.all([
        onDone(),
        queryClient.invalidateQueries({ queryKey: submissionHistoryKey(submissionId) }),
      ]),
  });
}
