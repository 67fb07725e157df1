import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@contract/student';
import { uploadForm } from '../../../lib/upload';

export type SubmissionInput = {
  assignmentId: string;
  /** An existing, not yet graded submission is replaced (PUT); otherwise a new one is made (POST). */
  update: boolean;
  text: string;
  link: string;
  file: File | null;
  onProgress?: (fraction: number) => void;
};

/**
 * POST /api/assignments/:id/submit or PUT /api/assignments/:id/update-submission, multipart with
 * submission_text, submission_link and file.
 */
export function sendSubmission({ assignmentId, update, text, link, file, onProgress }: SubmissionInput) {
  const form = new FormData();
  form.append('submission_text', text);
  form.append('submission_link', link);
  if (file) form.append('file', file, file.name);
  const id = encodeURIComponent(assignmentId);
  return uploadForm<{ submission: Submission }>(
    update ? `/assignments/${id}/update-submission` : `/assignments/${id}/submit`,
    form,
    { method: update ? 'PUT' : 'POST', onProgress },
  );
}

/** Sends a submission; afterwards every student view that counts assignments is refreshed. */
export function useSendSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSubmission,
    // Also after a failure: the assignment may have been graded or closed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['student'] }),
  });
}
