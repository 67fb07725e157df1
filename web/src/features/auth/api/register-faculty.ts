import { useMutation } from '@tanstack/react-query';
import type { FacultyRegistration } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const registerFaculty = (input: FacultyRegistration) =>
  apiRequest<undefined>('/auth/register/faculty', { method: 'POST', body: input });

export const useRegisterFaculty = () => useMutation({ mutationFn: registerFaculty });
