/** What every page reads and hardly ever changes is read from the database once, not on every request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function statementsOf(url: string) {
  const statements: string[] = [];
  const stop = app.database.onStatement((sql) => statements.push(sql));
  try {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { statements, body: res.json() };
  } finally {
    stop();
  }
}

describe.each(['/api/departments', '/api/college'])('GET %s', (url) => {
  it('is answered from memory after the first time, with the same answer', async () => {
    const first = await statementsOf(url);
    const second = await statementsOf(url);
    expect(second.statements).toEqual([]);
    expect(second.body).toEqual(first.body);
  });
});
