import type { JoinSessionResult } from '@contract/virtual-classes';
import { api } from '../../../lib/api-client';

/** POST /api/virtualclass/:id/join: inside the join window only; records the participation. */
export const joinSession = (sessionId: string) =>
  api<JoinSessionResult>(`/virtualclass/${encodeURIComponent(sessionId)}/join`, { method: 'POST' });
