/** Types of bundle-sizes.mjs, for the tests. */
export interface Measured {
  gzip: number;
  files: string[];
}
export interface AreaSizes {
  area: string;
  pages: number;
  heaviest: Measured & { page: string };
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
export function bundleSizes(webDir: string): BundleSizes;
export function kb(bytes: number): string;
export function formatBundleSizes(sizes: BundleSizes): string;
