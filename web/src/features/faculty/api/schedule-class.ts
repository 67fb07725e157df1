import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScheduleClassRequestSchema, VirtualSession } from '@contract/virtual-classes';
import { apiRequest } from '../../../lib/api-client';
import { mySessionsKey } from './get-my-sessions';

export type ScheduleClassInput = z.output<typeof ScheduleClassRequestSchema>;

/** POST /api/classroom/schedule: the detailed Schedule Class form (spec part 2 §3 "Class schedule request"). */
export const scheduleClass = (input: ScheduleClassInput) =>
  apiRequest<{ session: VirtualSession }>('/classroom/schedule', { method: 'POST', body: input });

export const useScheduleClass = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
};
