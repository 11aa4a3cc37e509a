import { Router } from 'express';
import type { Request } from 'express';
import { questionSetEndpoints as endpoints } from '../../shared/contract/endpoints/question-sets';
import { QUESTION_SET_MESSAGES } from '../../shared/messages/question-sets';
import { requireUser } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireMember } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { authorOf } from './author';
import {
  createQuestionSet,
  duplicateQuestionSet,
  setArchived,
  updateQuestionSet,
} from './question-sets';

/** The org's question sets: any member changes them; all staff read them live through Firestore. */
export const questionSetsRouter = Router();
const staff = [requireUser, requireMember];

/** A set's id from the path; anything that cannot be one is not found, before any read. */
function setId(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,60}$/.test(id))
    throw notFound(QUESTION_SET_MESSAGES.notFound);
  return id;
}

const author = (req: Request) => authorOf(req.member!, req.user!.email);

route(questionSetsRouter, endpoints.createQuestionSet, ...staff, async (req, res) => {
  const input = parse(endpoints.createQuestionSet.request, req.body);
  const questionSet = await createQuestionSet(await author(req), input);
  send(res, endpoints.createQuestionSet, { questionSet }, 201);
});

route(questionSetsRouter, endpoints.updateQuestionSet, ...staff, async (req, res) => {
  const id = setId(req);
  const input = parse(endpoints.updateQuestionSet.request, req.body);
  const questionSet = await updateQuestionSet(await author(req), id, input);
  send(res, endpoints.updateQuestionSet, { questionSet });
});

route(questionSetsRouter, endpoints.duplicateQuestionSet, ...staff, async (req, res) => {
  const questionSet = await duplicateQuestionSet(await author(req), setId(req));
  send(res, endpoints.duplicateQuestionSet, { questionSet }, 201);
});

route(questionSetsRouter, endpoints.archiveQuestionSet, ...staff, async (req, res) => {
  const questionSet = await setArchived(await author(req), setId(req), true);
  send(res, endpoints.archiveQuestionSet, { questionSet });
});

route(questionSetsRouter, endpoints.restoreQuestionSet, ...staff, async (req, res) => {
  const questionSet = await setArchived(await author(req), setId(req), false);
  send(res, endpoints.restoreQuestionSet, { questionSet });
});
