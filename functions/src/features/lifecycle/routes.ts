import { Router } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
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
    await eraseCandidateData({ orgId: staffOrgId(req), uid: req.user!.uid }, req.params.id);
    send(res, interviewsEndpoints.eraseCandidateData, { erased: true });
  },
);
