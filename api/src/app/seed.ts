import type { Db } from '../lib/db';
import { seedDemo } from '../modules/seed/seed.service';
import { createRepositories } from './repositories';

/** The demo accounts and content on a database (npm start, `npm run db:seed`, tests). */
export const seedDatabase = (db: Db) => seedDemo(createRepositories(db));
