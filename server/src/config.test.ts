/** Settings read from the environment at start: the listen backlog. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTEN_BACKLOG, loadConfig } from './config';

describe('LISTEN_BACKLOG', () => {
  it('lets a results-day rush of thousands of connections wait to be accepted by default', () => {
    expect(loadConfig({}).listenBacklog).toBe(DEFAULT_LISTEN_BACKLOG);
    expect(DEFAULT_LISTEN_BACKLOG).toBeGreaterThanOrEqual(2500);
  });

  it('takes a positive whole number', () => {
    expect(loadConfig({ LISTEN_BACKLOG: ' 1024 ' }).listenBacklog).toBe(1024);
  });

  it.each(['0', '-5', '12.5', 'lots'])('stops the start on %s', (value) => {
    expect(() => loadConfig({ LISTEN_BACKLOG: value })).toThrow(
      /LISTEN_BACKLOG must be a positive whole number/,
    );
  });
});
