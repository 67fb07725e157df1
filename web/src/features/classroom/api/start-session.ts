import type { VirtualSession } from '@contract/virtual-classes';
import { api } from '../../../lib/api-client';

/** PUT /api/virtualclass/:id/start: the teacher opens a scheduled session (scheduled → ongoing). */
export const startSession = (sessionId: string) =>
  api<{ session: VirtualSession }>(`/virtualclass/${encodeURIComponent(sessionId)}/start`, {
    method: 'PUT',
  });
