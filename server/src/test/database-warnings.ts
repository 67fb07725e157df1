/**
 * A test fails when pg warns that a connection was handed a statement while still running another: statements
 * sent side by side on one client (a `Promise.all` inside a transaction) queue on it, and pg 9 refuses them.
 * Heard on PostgreSQL runs; the embedded database has no such warning. pg says it once per process, and every
 * test file runs in its own.
 */
import { afterEach, expect } from 'vitest';

const CONCURRENT_QUERY = /already executing a query/;
const heard: string[] = [];

process.on('warning', (warning) => {
  if (CONCURRENT_QUERY.test(warning.message)) heard.push(warning.stack ?? warning.message);
});

afterEach(() => {
  const warnings = heard.splice(0);
  expect(warnings, 'statements were sent side by side on one database connection').toEqual([]);
});
