/** The PostgreSQL server the tests use: DATABASE_URL's server, reached through its maintenance database. */
export function adminDatabaseUrl() {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

/** The address of another database on the same server, for a second connection to it. */
export function databaseUrl(name: string) {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
