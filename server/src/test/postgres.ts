/** The PostgreSQL server the tests use: DATABASE_URL's server, reached through its maintenance database. */
export function adminDatabaseUrl() {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}
