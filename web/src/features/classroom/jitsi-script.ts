/**
 * The Jitsi Meet External API, loaded at runtime from the college's Jitsi server (DESIGN.md decision 9).
 * Only the classroom imports this module, so no other page carries it; tests replace it with a fake.
 */

/** The part of the External API the classroom uses (https://jitsi.github.io/handbook/docs/dev-guide/dev-guide-iframe). */
export interface JitsiMeetApi {
  addListener(event: string, listener: (payload?: unknown) => void): unknown;
  removeListener?(event: string, listener: (payload?: unknown) => void): unknown;
  executeCommand(command: string, ...args: unknown[]): void;
  dispose(): void;
}

export interface JitsiMeetOptions {
  roomName: string;
  jwt?: string;
  parentNode: HTMLElement;
  width: string | number;
  height: string | number;
  userInfo: { displayName: string; email: string };
  configOverwrite: Record<string, unknown>;
  interfaceConfigOverwrite: Record<string, unknown>;
}

export type JitsiMeetApiConstructor = new (domain: string, options: JitsiMeetOptions) => JitsiMeetApi;

declare global {
  interface Window {
    JitsiMeetExternalAPI?: JitsiMeetApiConstructor;
  }
}

const pending = new Map<string, Promise<JitsiMeetApiConstructor>>();

/**
 * Adds the External API's <script> once and resolves with its constructor; a page that already has the
 * constructor (a second visit to the classroom) reuses it. Rejects when the script cannot be loaded or does
 * not define `JitsiMeetExternalAPI`, and then forgets the attempt so that a later call tries again.
 */
export function loadJitsiScript(src: string): Promise<JitsiMeetApiConstructor> {
  if (typeof window.JitsiMeetExternalAPI === 'function') return Promise.resolve(window.JitsiMeetExternalAPI);
  const known = pending.get(src);
  if (known) return known;
  const loading = new Promise<JitsiMeetApiConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (typeof window.JitsiMeetExternalAPI === 'function') resolve(window.JitsiMeetExternalAPI);
      else fail(new Error(`${src} did not define JitsiMeetExternalAPI`));
    };
    script.onerror = () => fail(new Error(`Could not load ${src}`));
    function fail(error: Error) {
      pending.delete(src);
      script.remove();
      reject(error);
    }
    document.head.appendChild(script);
  });
  pending.set(src, loading);
  return loading;
}
