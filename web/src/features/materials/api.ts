/** Course materials and assignment files: GET/POST /api/courses/:id/materials, PUT/DELETE /api/materials/:id, attachments. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Attachment,
  Material,
  MaterialCopyResult,
  MaterialCopySource,
  MaterialUpdate,
} from '@contract/materials';
import { api, apiRequest } from '../../lib/api-client';
import { uploadForm } from '../../lib/upload';

export const materialsKey = (courseId: string) => ['materials', courseId] as const;
export const attachmentsKey = (assignmentId: string) => ['attachments', assignmentId] as const;

export const getCourseMaterials = (courseId: string, signal?: AbortSignal) =>
  api<{ materials: Material[] }>(`/courses/${encodeURIComponent(courseId)}/materials`, { signal });

export const useCourseMaterials = (courseId: string) =>
  useQuery({
    queryKey: materialsKey(courseId),
    queryFn: ({ signal }) => getCourseMaterials(courseId, signal),
    select: (data) => data.materials,
  });

/** The fields of the add form, as the server reads them (multipart, with the file for a file material). */
export type NewMaterial = {
  kind: Material['kind'];
  title: string;
  group: string;
  section: string;
  link: string;
  note: string;
  file: File | null;
};

export function addMaterial(courseId: string, input: NewMaterial, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  for (const name of ['kind', 'title', 'group', 'section', 'link', 'note'] as const)
    form.append(name, input[name]);
  if (input.kind === 'file' && input.file) form.append('file', input.file, input.file.name);
  return uploadForm<{ material: Material }>(`/courses/${encodeURIComponent(courseId)}/materials`, form, {
    onProgress,
  });
}

export function useMaterialChanges(courseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: materialsKey(courseId) });
  return {
    add: useMutation({
      mutationFn: (input: NewMaterial) => addMaterial(courseId, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: MaterialUpdate }) =>
        apiRequest<{ material: Material }>(`/materials/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: changes,
        }),
      // Also after a failure: another teacher may have moved or deleted it meanwhile.
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest<unknown>(`/materials/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}

export const copySourceKey = (courseId: string) => ['materials', courseId, 'copy-source'] as const;
const copyPath = (courseId: string) =>
  `/courses/${encodeURIComponent(courseId)}/materials/copy-from-previous`;

/** The course's previous offering to copy materials from, and how many of its materials are not here yet. */
export const useMaterialCopySource = (courseId: string) =>
  useQuery({
    queryKey: copySourceKey(courseId),
    queryFn: ({ signal }) => api<MaterialCopySource>(copyPath(courseId), { signal }),
  });

/** Copies the previous offering's materials that are not here yet (POST …/copy-from-previous). */
export function useCopyMaterials(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MaterialCopyResult>(copyPath(courseId), { method: 'POST' }),
    // The list and the count of missing ones both change (materialsKey is the prefix of both).
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialsKey(courseId) }),
  });
}

export const getAttachments = (assignmentId: string, signal?: AbortSignal) =>
  api<{ attachments: Attachment[] }>(`/assignments/${encodeURIComponent(assignmentId)}/attachments`, {
    signal,
  });

export const useAttachments = (assignmentId: string) =>
  useQuery({
    queryKey: attachmentsKey(assignmentId),
    queryFn: ({ signal }) => getAttachments(assignmentId, signal),
    select: (data) => data.attachments,
  });

export function attachFile(assignmentId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<{ attachment: Attachment }>(
    `/assignments/${encodeURIComponent(assignmentId)}/attachments`,
    form,
  );
}

export function useAttachmentChanges(assignmentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentsKey(assignmentId) });
  return {
    attach: useMutation({ mutationFn: (file: File) => attachFile(assignmentId, file), onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest<unknown>(
          `/assignments/${encodeURIComponent(assignmentId)}/attachments/${encodeURIComponent(id)}`,
          { method: 'DELETE' },
        ),
      onSettled: refresh,
    }),
  };
}
