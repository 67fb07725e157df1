import { api } from '../../../lib/api-client';

/** POST /api/virtualclass/:id/leave: records when the participant left. */
export const leaveSession = (sessionId: string) =>
  api<unknown>(`/virtualclass/${encodeURIComponent(sessionId)}/leave`, { method: 'POST' });
