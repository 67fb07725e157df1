import { downloadFile } from '../../../lib/download-file';

/** POST /api/admin/students/:id/transcript: issues a student's transcript and saves the PDF the server names. */
export const issueTranscript = (studentId: string) =>
  downloadFile(`/admin/students/${encodeURIComponent(studentId)}/transcript`, { method: 'POST' });
