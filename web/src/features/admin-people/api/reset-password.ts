import type { AdminPasswordResetResult, AdminResetMethod } from '@contract/password-reset';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/users/:id/reset-password: a temporary password (in this answer only) that must be changed
 * at the next sign-in, or a reset link e-mailed to the person.
 */
export const resetPassword = ({ id, method }: { id: string; method: AdminResetMethod }) =>
  apiRequest<AdminPasswordResetResult>(`/admin/users/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    body: { method },
  });
