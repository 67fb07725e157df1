/**
 * Urdu's core, one module for one chunk: its common strings (registered by ur.ts as it loads), the server's
 * sentences and the reference data's names. Loaded on every Urdu portal page before the first render
 * (languages.ts), and preloaded with such a page's HTML (server/src/plugins/page-preload.ts): on slow mobile
 * data over HTTP/1.1, three chunks took three of the phone's six connections.
 */
import './ur';

export { urduMessages } from './messages-ur';
export { ENUM_LABELS_UR, PUBLIC_PROGRAMS_UR } from '@contract/reference-ur';
