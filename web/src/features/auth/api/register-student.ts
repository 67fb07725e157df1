import { useMutation } from '@tanstack/react-query';
import type { StudentRegistration } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const registerStudent = (input: StudentRegistration) =>
  apiRequest<undefined>('/auth/register/student', { method: 'POST', body: input });

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });
