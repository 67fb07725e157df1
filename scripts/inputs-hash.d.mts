/** Types of inputs-hash.mjs, for the tests. */
export const ROOT: string;
export const DIST: string;
export const BUILD_INFO: string;
export const SERVER_ENTRY: string;
export const WEB_INDEX: string;
export function inputsHash(root?: string): string;
export function currentBuild(): { hash: string; builtAt: string } | undefined;
export const CLI_TOOLS: string[];
export const SERVER_FILES: string[];
export function buildState(): 'current' | 'stale' | 'missing';
export function canBuild(): boolean;
export function cannotBuildMessage(state: 'stale' | 'missing'): string;
