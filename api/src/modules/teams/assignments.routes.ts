import { Router } from 'express';
import { z } from 'zod';
import { authed } from '../../lib/auth/guards';
import { requestLanguage } from '../../lib/i18n';
import { idParam, parseId } from '../../lib/params';
import type { AssignmentsService } from './assignments.service';

const assignmentParams = z.object({ id: idParam, assignmentId: idParam });

/** A team's assignments (its managers and admins) and the caller's own (GET /api/assignments). */
export function assignmentsRoutes(assignments: AssignmentsService) {
  const router = Router();

  router.get('/api/assignments', authed(async (req, res) => {
    res.json(await assignments.mine(req.auth, requestLanguage(req)));
  }));
  router.get('/api/assignment-targets', authed(async (req, res) => {
    res.json(await assignments.targets(requestLanguage(req)));
  }));
  router.get('/api/teams/:id/assignments', authed(async (req, res) => {
    res.json(await assignments.list(req.auth, parseId(req), requestLanguage(req)));
  }));
  router.post('/api/teams/:id/assignments', authed(async (req, res) => {
    const id = parseId(req);
    res.status(201).json(await assignments.create(req.auth, id, req.body ?? {}, requestLanguage(req)));
  }));
  router.put('/api/teams/:id/assignments/:assignmentId', authed(async (req, res) => {
    const { id, assignmentId } = assignmentParams.parse(req.params);
    res.json(await assignments.update(req.auth, id, assignmentId, req.body ?? {}, requestLanguage(req)));
  }));
  router.delete('/api/teams/:id/assignments/:assignmentId', authed(async (req, res) => {
    const { id, assignmentId } = assignmentParams.parse(req.params);
    await assignments.remove(req.auth, id, assignmentId);
    res.status(204).end();
  }));

  return router;
}
