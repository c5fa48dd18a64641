import { Router } from 'express';
import { z } from 'zod';
import { leaderboardPeriodSchema, teamBodySchema, teamMemberBodySchema } from '@app/contracts/teams';
import { adminOnly, authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import { idParam, parseId } from '../../lib/params';
import { dashboardCsv } from './team-csv';
import type { TeamDashboardService } from './team-dashboard.service';
import type { TeamsService } from './teams.service';

const memberParams = z.object({ id: idParam, userId: idParam });
const leaderboardQuery = z.object({ period: leaderboardPeriodSchema });

/** Teams (admins manage them), the manager's dashboard and the team leaderboard (issue 25). */
export function teamsRoutes(teams: TeamsService, dashboards: TeamDashboardService) {
  const router = Router();

  router.get('/api/teams', authed(async (req, res) => {
    res.json(await teams.list(req.auth));
  }));
  router.post('/api/teams', adminOnly(async (req, res) => {
    res.status(201).json(await teams.create(teamBodySchema.parse(req.body ?? {})));
  }));
  router.get('/api/teams/:id', authed(async (req, res) => {
    res.json(await teams.detail(req.auth, parseId(req)));
  }));
  router.patch('/api/teams/:id', adminOnly(async (req, res) => {
    const id = parseId(req);
    res.json(await teams.rename(id, teamBodySchema.parse(req.body ?? {})));
  }));
  router.delete('/api/teams/:id', adminOnly(async (req, res) => {
    await teams.remove(parseId(req));
    res.status(204).end();
  }));
  router.post('/api/teams/:id/members', adminOnly(async (req, res) => {
    const id = parseId(req);
    await teams.addMember(id, teamMemberBodySchema.parse(req.body ?? {}));
    res.status(201).json(await teams.detail(req.auth, id));
  }));
  router.delete('/api/teams/:id/members/:userId', adminOnly(async (req, res) => {
    const { id, userId } = memberParams.parse(req.params);
    await teams.removeMember(id, userId);
    res.status(204).end();
  }));

  router.get('/api/teams/:id/dashboard', authed(async (req, res) => {
    res.json(await dashboards.dashboard(req.auth, parseId(req), requestLanguage(req)));
  }));
  router.get('/api/teams/:id/dashboard.csv', authed(async (req, res) => {
    const lang = requestLanguage(req);
    const dashboard = await dashboards.dashboard(req.auth, parseId(req), lang);
    res.type('text/csv; charset=utf-8').attachment(`team-${dashboard.team.id}.csv`).send(dashboardCsv(dashboard, lang));
  }));
  router.get('/api/teams/:id/members/:userId/activity', authed(async (req, res) => {
    const { id, userId } = memberParams.parse(req.params);
    res.json(await dashboards.memberActivity(req.auth, id, userId, requestLanguage(req)));
  }));
  router.get('/api/teams/:id/leaderboard', authed(async (req, res) => {
    const { period } = leaderboardQuery.parse(req.query);
    res.json(await dashboards.leaderboard(req.auth, parseId(req), period, requestLanguage(req)));
  }));

  return router;
}
