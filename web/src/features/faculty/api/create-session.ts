import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateSessionRequestSchema, VirtualSession } from '@contract/virtual-classes';
import { apiRequest } from '../../../lib/api-client';
import { mySessionsKey } from './get-my-sessions';

export type CreateSessionInput = z.output<typeof CreateSessionRequestSchema>;

/** POST /api/virtualclass/create: a scheduled session (the quick form, and the first step of Start Now). */
export const createSession = (input: CreateSessionInput) =>
  apiRequest<{ session: VirtualSession }>('/virtualclass/create', { method: 'POST', body: input });

export const useCreateSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
};
