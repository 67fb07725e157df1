import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('/tmp/pgltest');
await db.query('create table if not exists t(x int)');
const fs = await import('node:fs');
console.log(fs.readdirSync('/tmp/pgltest'));
try { const db2 = await PGlite.create('/tmp/pgltest'); console.log('second open ok'); await db2.query('select 1'); console.log('q ok'); } catch (e) { console.log('second open failed', e.message); }
const blob = await db.dumpDataDir('gzip'); console.log(blob.size, blob.type);
