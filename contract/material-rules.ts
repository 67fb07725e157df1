/** The rules of course materials that the browser needs without Zod: kinds, limits, grouping, the viewer's types. */

export const MATERIAL_KINDS = ['file', 'link', 'note'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export const MATERIAL_TITLE_MAX = 200;
export const MATERIAL_GROUP_MAX = 100;
export const MATERIAL_NOTE_MAX = 2000;
export const MATERIAL_LINK_MAX = 2000;

/** Materials in their groups, groups in the order of their first material. */
export function groupMaterials<T extends { group: string; position: number }>(
  materials: readonly T[],
): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const m of [...materials].sort((a, b) => a.position - b.position)) {
    const list = groups.get(m.group);
    if (list) list.push(m);
    else groups.set(m.group, [m]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Whether a file of this media type opens in the page's viewer (else it is only downloaded). */
export const opensInViewer = (type: string) =>
  type === 'application/pdf' || type === 'image/jpeg' || type === 'image/png';
