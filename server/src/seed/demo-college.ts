import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

export async function seedDemoCollegeIfEmpty(_db: Db, _log: FastifyBaseLogger) {}
