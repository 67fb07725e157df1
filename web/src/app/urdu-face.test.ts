import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACE_LATER_CLASS, loadUrduFaceWhenSettled } from './urdu-face';

const waiting = () => document.documentElement.classList.contains(FACE_LATER_CLASS);

describe('the Urdu face on a portal page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.classList.add(FACE_LATER_CLASS);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.classList.remove(FACE_LATER_CLASS);
  });

  it("waits for the page's reads, then is asked for", async () => {
    const client = new QueryClient();
    loadUrduFaceWhenSettled(client);
    let answer = (_: string[]) => {};
    const read = client.fetchQuery({
      queryKey: ['grades'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(waiting()).toBe(true);
    answer(['A']);
    await read;
    await vi.advanceTimersByTimeAsync(300);
    expect(waiting()).toBe(false);
  });

  it('is asked for after a moment on a page that reads nothing, and never later than 10 s', async () => {
    loadUrduFaceWhenSettled(new QueryClient());
    await vi.advanceTimersByTimeAsync(1500);
    expect(waiting()).toBe(false);

    document.documentElement.classList.add(FACE_LATER_CLASS);
    const client = new QueryClient();
    loadUrduFaceWhenSettled(client);
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waiting()).toBe(false);
  });
});
