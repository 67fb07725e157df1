/**
 * The teacher's form for a material: a new one (type, title, week or topic, section, link or note, file) or
 * the text of one already shared (its type and file stay). Checked with the contract's schema before it is
 * sent; the server checks again and its field errors land on the same fields.
 */
import { useState, type FormEvent } from 'react';
import { MATERIAL_GROUP_MAX, MATERIAL_NOTE_MAX, MATERIAL_TITLE_MAX } from '@contract/material-rules';
import type { Material } from '@contract/materials';
import { UPLOAD_ACCEPT } from '@contract/uploads';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input, Select, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import {
  focusFirstError,
  lazySchema,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../lib/forms';
import { useT } from '../../lib/i18n';
import type { NewMaterial } from './api';

const loadSchemas = lazySchema(() => import('@contract/materials'));
const ORDER = ['kind', 'title', 'group', 'section', 'link', 'note', 'file'] as const;

export function MaterialForm({
  idPrefix,
  material,
  groups,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  /** The material being changed; none for a new one. */
  material?: Material;
  /** The course's weeks and topics so far, offered as the label is typed. */
  groups: readonly string[];
  onSave: (values: NewMaterial) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<NewMaterial>({
    kind: material?.kind ?? 'file',
    title: material?.title ?? '',
    group: material?.group ?? groups.at(-1) ?? '',
    section: material?.section ?? '',
    link: material?.link ?? '',
    note: material?.note ?? '',
    file: null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof NewMaterial>(name: K, value: NewMaterial[K]) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { MaterialInputSchema } = await loadSchemas();
    const parsed = MaterialInputSchema.safeParse({
      ...values,
      link: values.kind === 'link' ? values.link : '',
    });
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!material && values.kind === 'file' && !values.file) found.file = t('materials.fileRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(ORDER.map(id), Object.fromEntries(Object.entries(found).map(([k, v]) => [id(k), v])));
      return;
    }
    setBusy(true);
    try {
      await onSave(values);
    } catch (error) {
      const fromServer = serverFieldErrors(error, ORDER);
      setErrors(fromServer);
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {!material && (
        <Field id={id('kind')} label={t('materials.field.kind')} error={errors.kind}>
          <Select
            id={id('kind')}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as NewMaterial['kind'])}
            options={(['file', 'link', 'note'] as const).map((kind) => ({
              value: kind,
              label: t(`materials.kind.${kind}`),
            }))}
          />
        </Field>
      )}
      <Field id={id('title')} label={t('materials.field.title')} error={errors.title}>
        <Input
          id={id('title')}
          dir="auto"
          required
          maxLength={MATERIAL_TITLE_MAX}
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field
          id={id('group')}
          label={t('materials.field.group')}
          hint={t('materials.field.groupHint')}
          error={errors.group}
        >
          <Input
            id={id('group')}
            dir="auto"
            list={id('groups')}
            maxLength={MATERIAL_GROUP_MAX}
            value={values.group}
            error={errors.group}
            hint={t('materials.field.groupHint')}
            onChange={(e) => set('group', e.target.value)}
          />
          <datalist id={id('groups')}>
            {groups.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
        </Field>
        <Field
          id={id('section')}
          label={t('materials.field.section')}
          hint={t('materials.field.sectionHint')}
          error={errors.section}
        >
          <Input
            id={id('section')}
            maxLength={1}
            value={values.section}
            error={errors.section}
            hint={t('materials.field.sectionHint')}
            onChange={(e) => set('section', e.target.value)}
          />
        </Field>
      </div>
      {values.kind === 'link' && (
        <Field id={id('link')} label={t('materials.field.link')} error={errors.link}>
          <Input
            id={id('link')}
            type="url"
            inputMode="url"
            required
            placeholder="https://"
            value={values.link}
            error={errors.link}
            onChange={(e) => set('link', e.target.value)}
          />
        </Field>
      )}
      <Field
        id={id('note')}
        label={values.kind === 'note' ? t('materials.field.note') : t('materials.field.description')}
        error={errors.note}
      >
        <Textarea
          id={id('note')}
          dir="auto"
          rows={values.kind === 'note' ? 4 : 2}
          maxLength={MATERIAL_NOTE_MAX}
          value={values.note}
          error={errors.note}
          onChange={(e) => set('note', e.target.value)}
        />
      </Field>
      {!material && values.kind === 'file' && (
        <Field
          id={id('file')}
          label={t('materials.field.file')}
          hint={t('materials.field.fileHint')}
          error={errors.file}
        >
          <Input
            id={id('file')}
            type="file"
            accept={UPLOAD_ACCEPT}
            error={errors.file}
            hint={t('materials.field.fileHint')}
            onChange={(e) => set('file', e.target.files?.[0] ?? null)}
          />
        </Field>
      )}
      <FormFeedback error={failure}>
        <Button type="submit" busy={busy}>
          {t('materials.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('materials.cancel')}
        </Button>
      </FormFeedback>
    </form>
  );
}
