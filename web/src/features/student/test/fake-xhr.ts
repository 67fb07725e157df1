/**
 * A stand-in for XMLHttpRequest that hands each request to the (mocked) `fetch`, so uploads reach the same
 * `mockApi` handlers as every other call. It reports upload progress at half way and at the end.
 */
import { vi } from 'vitest';

export function stubXhrThroughFetch() {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      progress(50);
      fetch(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          progress(100);
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
