import { Router } from 'express';
import type { Request } from 'express';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { requireMember } from '../../lib/membership';
import { staffMailQuota, startStaffMailQuota } from '../../lib/staff-mail-quota';
import { parse } from '../../lib/validate';
import { interviewsEndpoints } from '../../shared/contract/endpoints/interviews';
import { cancelInterview } from './cancel-interview';
import { listInterviews } from './list-interviews';
import type { QuestionSetSnapshot } from './questions';
import { prefetchQuestions, scheduleInterview } from './schedule-interview';

/** The org's interviews, for its staff. */
export const interviewsRouter = Router();

/** For clients not reading Firestore (the dashboard reads it live). */
route(
  interviewsRouter,
  interviewsEndpoints.listInterviews,
  requireUser,
  requireMember,
  async (req, res) => {
    const interviews = await listInterviews(staffOrgId(req));
    send(res, interviewsEndpoints.listInterviews, { interviews });
  },
);

const questionReads = new WeakMap<Request, Promise<QuestionSetSnapshot>>();

route(
  interviewsRouter,
  interviewsEndpoints.scheduleInterview,
  requireUser,
  (req, _res, next) => {
    const read = prefetchQuestions(req.body, req.user?.orgId);
    if (read) questionReads.set(req, read);
    next();
  },
  requireMember,
  startStaffMailQuota(interviewsEndpoints.scheduleInterview.request),
  async (req, res) => {
    const orgId = staffOrgId(req);
    const input = parse(interviewsEndpoints.scheduleInterview.request, req.body);
    await staffMailQuota(req);
    const interview = await scheduleInterview(
      { orgId, orgName: req.member!.orgName, settings: req.member!.settings, uid: req.user!.uid },
      input,
      questionReads.get(req),
    );
    send(res, interviewsEndpoints.scheduleInterview, { interview }, 201);
  },
);

route(
  interviewsRouter,
  interviewsEndpoints.cancelInterview,
  requireUser,
  requireMember,
  startStaffMailQuota(),
  async (req, res) => {
    const orgId = staffOrgId(req);
    const { id } = req.params;
    await staffMailQuota(req);
    await cancelInterview({ orgId, uid: req.user!.uid }, id);
    send(res, interviewsEndpoints.cancelInterview, { interview: { id, status: 'cancelled' } });
  },
);
