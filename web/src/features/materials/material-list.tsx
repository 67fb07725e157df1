/** A course's materials under their weeks or topics, as students read them; the teacher's list adds controls. */
import { ExternalLink, FileText, Link2, StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import { groupMaterials } from '@contract/material-rules';
import type { Material } from '@contract/materials';
import { materialFilePath } from '../../lib/download-file';
import { useT } from '../../lib/i18n';
import { FileActions } from '../../components/file-actions';

const KIND_ICONS = { file: FileText, link: Link2, note: StickyNote } as const;

/** One material: what it is, its note, and what can be done with it (open, download, follow the link). */
export function MaterialItem({ material, controls }: { material: Material; controls?: ReactNode }) {
  const t = useT();
  const Icon = KIND_ICONS[material.kind];
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-2">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0 flex-1">
          <p dir="auto" className="font-semibold break-words">
            {material.title}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(`materials.kind.${material.kind}`)}
            {material.file && (
              <>
                {' · '}
                <bdi dir="ltr">{material.file.name}</bdi>
                {' · '}
                <bdi dir="ltr">
                  {t('files.size', { size: Math.max(1, Math.round(material.file.size / 1024)) })}
                </bdi>
              </>
            )}
            {material.section && <> · {t('materials.sectionOnly', { section: material.section })}</>}
          </p>
        </div>
      </div>
      {material.note && (
        <p dir="auto" className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
          {material.note}
        </p>
      )}
      {material.kind === 'link' && material.link && (
        <a
          href={material.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 max-w-full items-center gap-1 self-start font-medium text-blue-700 underline dark:text-blue-300"
        >
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('materials.openLink')}: </span>
          <bdi dir="ltr" className="truncate">
            {material.link}
          </bdi>
        </a>
      )}
      {material.file && (
        <FileActions
          path={materialFilePath(material._id)}
          name={material.file.name}
          type={material.file.type}
        />
      )}
      {controls}
    </li>
  );
}

/** The groups in the teacher's order, each a heading and its materials. */
export function MaterialGroups({
  materials,
  headingLevel = 3,
  controls,
}: {
  materials: readonly Material[];
  headingLevel?: 3 | 4;
  controls?: (material: Material, index: number, group: readonly Material[]) => ReactNode;
}) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4">
      {groupMaterials(materials).map(({ group, items }) => (
        <section key={group} aria-label={group || t('materials.general')} className="flex flex-col">
          <Heading
            dir="auto"
            className="border-b border-slate-200 pb-1 font-semibold text-slate-800 dark:border-slate-700 dark:text-slate-200"
          >
            {group || t('materials.general')}
          </Heading>
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
            {items.map((material, index) => (
              <MaterialItem
                key={material._id}
                material={material}
                controls={controls?.(material, index, items)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
