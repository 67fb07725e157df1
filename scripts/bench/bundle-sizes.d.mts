/** Types of bundle-sizes.mjs, for the tests. */
export interface Measured {
  gzip: number;
  files: string[];
}
export interface AreaSizes {
  area: string;
  pages: number;
  /** In English, the default language: the budget's figure. */
  heaviest: Measured & { page: string };
  heaviestUrdu: Measured & { page: string };
  allPages: Measured;
}
export interface BundleSizes {
  publicFirstLoad: Measured;
  entry: Measured;
  areas: AreaSizes[];
  unassigned: string[];
}
export const BUDGETS: { publicFirstLoad: number; area: number };
export const AREAS: Record<string, { pages: string[]; with: string[] }>;
export const LANGUAGES: Record<string, { core: string[]; areaStrings: (english: string[]) => string[] }>;
export function bundleSizes(webDir: string): BundleSizes;
export function kb(bytes: number): string;
export function formatBundleSizes(sizes: BundleSizes): string;
