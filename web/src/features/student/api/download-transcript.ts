import { downloadFile } from '../../../lib/download-file';

/** POST /api/students/transcript: issues the student's transcript and saves the PDF the server names. */
export const downloadTranscript = () => downloadFile('/students/transcript', { method: 'POST' });
