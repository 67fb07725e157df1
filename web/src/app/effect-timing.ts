/**
 * The browser's build runs Preact's React layer (docs/decisions/0026-preact-react-layer-in-the-browser.md).
 * Preact runs a
 * component's effects a frame after the paint; React runs those of a click or a key press before the next
 * event. A listener an effect adds (Escape closing the account menu, Tab kept inside a dialog) must be there
 * for the very next key, so effects run as soon as the render is committed. Under React (`npm run dev`) this
 * sets an option nobody reads.
 */
import { options } from 'preact';

options.requestAnimationFrame = (callback) => queueMicrotask(callback);
