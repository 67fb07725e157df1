/** Builders of course materials (contract/materials.ts), valid by default and overridable per test. */
import type { Material } from '@contract/materials';

let sequence = 0;

export function buildMaterial(overrides: Partial<Material> = {}): Material {
  sequence += 1;
  return {
    _id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    course_id: '10000000-0000-4000-8000-000000000001',
    kind: 'note',
    title: `Material ${sequence}`,
    group: 'Week 1',
    position: sequence,
    section: null,
    link: null,
    note: 'Read chapter 1.',
    file: null,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
