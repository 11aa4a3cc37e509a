import { Router } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireMember, requireOwner } from '../../lib/membership';
import { interviewsEndpoints } from '../../shared/contract/endpoints/interviews';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { eraseCandidateData } from './candidate-data';

/** Owners erase a candidate's data; other orgs' interviews are 404, members 403. */
export const lifecycleRouter = Router();

route(
  lifecycleRouter,
  interviewsEndpoints.eraseCandidateData,
  requireUser,
  requireMember,
  requireOwner(INTERVIEW_MESSAGES.eraseNotOwner),
  async (req, res) => {
    const id = String(req.params.id);
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound(INTERVIEW_MESSAGES.notFound);
    await eraseCandidateData({ orgId: staffOrgId(req), uid: req.user!.uid }, id);
    send(res, interviewsEndpoints.eraseCandidateData, { erased: true });
  },
);
