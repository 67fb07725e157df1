import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstData } from './after-first-data';

describe("what waits for the page's data (the service worker, the Urdu face)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the page's reads", async () => {
    const client = new QueryClient();
    const then = vi.fn();
    afterFirstData(client, then);
    let answer = (_: string[]) => {};
    const read = client.fetchQuery({
      queryKey: ['grades'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(then).not.toHaveBeenCalled();
    answer(['A']);
    await read;
    await vi.advanceTimersByTimeAsync(300);
    expect(then).toHaveBeenCalledOnce();
  });

  it('goes ahead after a moment on a page that reads nothing, and never later than 10 s', async () => {
    const idle = vi.fn();
    afterFirstData(new QueryClient(), idle);
    await vi.advanceTimersByTimeAsync(1500);
    expect(idle).toHaveBeenCalledOnce();

    const client = new QueryClient();
    const slow = vi.fn();
    afterFirstData(client, slow);
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(slow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow).toHaveBeenCalledOnce();
  });
});
