/**
 * The Materials section of the teacher's course page: add a file, link or note under a week or topic, change
 * it, move it up or down within its week, delete it, or copy those of the course's previous term that are not
 * here yet. Students see the same list on their course page.
 */
import { ArrowDown, ArrowUp, CopyPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { groupMaterials } from '@contract/material-rules';
import type { Material } from '@contract/materials';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { FormFeedback } from '../../components/ui/form-feedback';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useCopyMaterials, useCourseMaterials, useMaterialChanges, useMaterialCopySource } from './api';
import { MaterialGroups } from './material-list';
import { MaterialForm } from './material-form';

export function ManageMaterialsSection({ courseId }: { courseId: string }) {
  const t = useT();
  const materials = useCourseMaterials(courseId);
  const changes = useMaterialChanges(courseId);
  const copySource = useMaterialCopySource(courseId);
  const copy = useCopyMaterials(courseId);
  const previous = copySource.data?.missing ? copySource.data.from : null;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Material | null>(null);
  const [said, setSaid] = useState<{ success?: string; error?: string }>({});

  const groups = groupMaterials(materials.data ?? []).map((g) => g.group);

  const run = async (action: () => Promise<{ message?: string }>) => {
    setSaid({});
    try {
      const { message } = await action();
      setSaid({ success: message });
    } catch (error) {
      setSaid({ error: errorMessage(error) });
    }
  };

  const copyFromPrevious = () =>
    void run(async () => {
      const { data, message } = await copy.mutateAsync();
      const term = data.from?.term.name ?? '';
      return { message: message ?? t('materials.copied', { n: data.copied, term }) };
    });

  const move = (material: Material, neighbour: Material) =>
    void run(() =>
      changes.update.mutateAsync({ id: material._id, changes: { position: neighbour.position } }),
    );

  const remove = (material: Material) => {
    if (!window.confirm(t('materials.confirmDelete', { title: material.title }))) return;
    void run(() => changes.remove.mutateAsync(material._id));
  };

  return (
    <Card role="region" aria-labelledby="course-materials" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="course-materials" className="text-lg font-semibold">
          {t('materials.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {previous && (
            <Button variant="secondary" busy={copy.isPending} onClick={copyFromPrevious}>
              <CopyPlus aria-hidden="true" className="size-4" />
              {t('materials.copyFromPrevious', { term: previous.term.name })}
            </Button>
          )}
          {!adding && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('materials.add')}
            </Button>
          )}
        </div>
      </div>
      {adding && (
        <div className="rounded-lg border border-slate-300 p-3 sm:p-4 dark:border-slate-600">
          <MaterialForm
            idPrefix="new-material"
            groups={groups}
            onCancel={() => setAdding(false)}
            onSave={async (values) => {
              const { message } = await changes.add.mutateAsync(values);
              setAdding(false);
              setSaid({ success: message });
            }}
          />
        </div>
      )}
      {materials.isPending ? (
        <Loading />
      ) : materials.isError ? (
        <LoadError
          message={errorMessage(materials.error, t('materials.loadFailed'))}
          error={materials.error}
          retrying={materials.isFetching}
          onRetry={() => void materials.refetch()}
        />
      ) : materials.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('materials.empty')}</p>
      ) : (
        <MaterialGroups
          materials={materials.data}
          controls={(material, index, group) => (
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                className="px-3"
                disabled={index === 0}
                onClick={() => move(material, group[index - 1]!)}
                aria-label={t('materials.moveUp', { title: material.title })}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                className="px-3"
                disabled={index === group.length - 1}
                onClick={() => move(material, group[index + 1]!)}
                aria-label={t('materials.moveDown', { title: material.title })}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="ghost" className="px-3" onClick={() => setEditing(material)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('materials.edit')}
              </Button>
              <Button
                variant="ghost"
                className="px-3 text-red-700 dark:text-red-300"
                onClick={() => remove(material)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('materials.delete')}
              </Button>
            </div>
          )}
        />
      )}
      <Dialog open={editing !== null} title={t('materials.editTitle')} onClose={() => setEditing(null)}>
        {editing && (
          <MaterialForm
            idPrefix={`edit-${editing._id}`}
            material={editing}
            groups={groups}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              const { message } = await changes.update.mutateAsync({
                id: editing._id,
                changes: {
                  title: values.title,
                  group: values.group,
                  section: values.section,
                  note: values.note,
                  ...(editing.kind === 'link' && { link: values.link }),
                },
              });
              setEditing(null);
              setSaid({ success: message });
            }}
          />
        )}
      </Dialog>
      <FormFeedback floating success={said.success} error={said.error} />
    </Card>
  );
}
