import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../lib/db';
import { migrate } from '../../lib/migrations';
import { createScratchDatabase } from '../../lib/scratch-postgres';
import { testDatabaseKind } from '../../test/test-database';
import { verifyPassword } from '../../lib/password';
import { localizeChallenge } from '../challenges/challenge-texts';
import { seedDatabase } from '../../app/seed';

const demoTitles = [
  'Investor Price Objection',
  'First-Time Buyer Inquiry',
  'Bulk Purchase Negotiation',
  'Off-Plan Inquiry',
  'Property Inquiry',
  'Investment Consultation',
  'Price Negotiation',
];

describe('seedDatabase', () => {
  let dir: string;
  let drop: () => Promise<void> = async () => undefined;
  let db: Db;
  let first: Awaited<ReturnType<typeof seedDatabase>>;
  let second: Awaited<ReturnType<typeof seedDatabase>>;

  beforeAll(async () => {
    // An empty database of the run's kind (SQLite file or a scratch PostgreSQL database), not the seeded test template.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    let url = `file:${path.join(dir, 'app.db')}`;
    if (testDatabaseKind === 'postgresql') {
      const scratch = await createScratchDatabase('seed_test');
      url = scratch.url;
      drop = scratch.drop;
    }
    await migrate(url);
    db = createDb(url);
    first = await seedDatabase(db);
    second = await seedDatabase(db);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when seeding an empty database, then it reports created, and the second run does not', () => {
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.accounts).toEqual(first.accounts);
  });

  it('when seeded twice, then each demo account exists once, verified, with its role', async () => {
    for (const account of first.accounts) {
      const users = await db.user.findMany({ where: { email: account.email } });
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ name: account.name, role: account.role });
      expect(users[0].emailVerifiedAt).toBeInstanceOf(Date);
    }
    expect(first.accounts.map((account) => account.role).sort()).toEqual(['admin', 'user', 'user']);
    expect(first.accounts.map((account) => account.kind)).toEqual(['agent', 'admin', 'manager']);
  });

  it('when a demo password is checked, then it verifies against the stored hash', async () => {
    for (const account of first.accounts) {
      const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.passwordHash).not.toBe(account.password);
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it('when seeded twice, then the seven demo chat challenges exist once each with tips', async () => {
    const challenges = await db.challenge.findMany({ orderBy: { id: 'asc' } });
    expect(challenges.map((challenge) => challenge.title)).toEqual(demoTitles);
    for (const challenge of challenges) {
      expect(challenge).toMatchObject({ type: 'chat', isActive: true });
      expect(challenge.scenario.length).toBeGreaterThan(50);
      expect(challenge.initialMessage.length).toBeGreaterThan(20);
      const tips: unknown = JSON.parse(challenge.tips);
      expect(Array.isArray(tips) && tips.length >= 2 && tips.length <= 4).toBe(true);
    }
  });

  it('when seeded, then every demo challenge reads in Russian too, with as many tips', async () => {
    for (const challenge of await db.challenge.findMany()) {
      const ru = localizeChallenge(challenge, 'ru');
      for (const field of ['title', 'description', 'scenario', 'initialMessage'] as const) {
        expect(ru[field], `${challenge.title} ${field}`).toMatch(/[а-яё]/i);
      }
      expect(ru.tips).toHaveLength((JSON.parse(challenge.tips) as string[]).length);
    }
  });

  it('when seeded twice, then one demo team holds the demo manager and agent with two open assignments for the agent', async () => {
    const teams = await db.team.findMany({ include: { members: { include: { user: { select: { email: true } } } }, assignments: { include: { targets: true } } } });
    expect(teams).toHaveLength(1);
    const [team] = teams;
    expect(team!.name).toBe('Alpha Realty');
    const role = (email: string) => team!.members.find((m) => m.user.email === email)?.role;
    expect(role('manager@demo.estate-coach.app')).toBe('manager');
    expect(role('agent@demo.estate-coach.app')).toBe('member');
    expect(team!.members).toHaveLength(2);
    expect(team!.assignments.map((a) => [a.kind, a.target, a.medal]).sort()).toEqual([['quiz', 'market-analysis', null], ['scenario', 'property-inquiry', 'bronze']]);
    const agent = await db.user.findUniqueOrThrow({ where: { email: 'agent@demo.estate-coach.app' } });
    for (const a of team!.assignments) {
      expect(a.dueAt.getTime()).toBeGreaterThan(Date.now());
      expect(a.targets.map((x) => x.userId)).toEqual([agent.id]);
    }
  });

  it('when the demo team was deleted, then seeding again does not bring it back', async () => {
    await db.team.deleteMany({ where: { name: 'Alpha Realty' } });
    const again = await seedDatabase(db);
    expect(again.created).toBe(false);
    expect(await db.team.count()).toBe(0);
  });
});
