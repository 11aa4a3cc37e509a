import { Router } from 'express';
import type { Request } from 'express';
import { questionSetEndpoints } from '../../shared/contract/endpoints/question-sets';
import { LIBRARY_SETS } from '../../shared/question-library';
import { requireUser } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
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

const author = (req: Request) => authorOf(req.member!, req.user!.email);

route(questionSetsRouter, questionSetEndpoints.librarySets, ...staff, (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  send(res, questionSetEndpoints.librarySets, {
    sets: LIBRARY_SETS.map((set) => ({ ...set, questions: [...set.questions] })),
  });
});

route(questionSetsRouter, questionSetEndpoints.createQuestionSet, ...staff, async (req, res) => {
  const input = parse(questionSetEndpoints.createQuestionSet.request, req.body);
  const questionSet = await createQuestionSet(await author(req), input);
  send(res, questionSetEndpoints.createQuestionSet, { questionSet }, 201);
});

route(questionSetsRouter, questionSetEndpoints.updateQuestionSet, ...staff, async (req, res) => {
  const { id } = req.params;
  const input = parse(questionSetEndpoints.updateQuestionSet.request, req.body);
  const questionSet = await updateQuestionSet(await author(req), id, input);
  send(res, questionSetEndpoints.updateQuestionSet, { questionSet });
});

route(questionSetsRouter, questionSetEndpoints.duplicateQuestionSet, ...staff, async (req, res) => {
  const questionSet = await duplicateQuestionSet(await author(req), req.params.id);
  send(res, questionSetEndpoints.duplicateQuestionSet, { questionSet }, 201);
});

route(questionSetsRouter, questionSetEndpoints.archiveQuestionSet, ...staff, async (req, res) => {
  const questionSet = await setArchived(await author(req), req.params.id, true);
  send(res, questionSetEndpoints.archiveQuestionSet, { questionSet });
});

route(questionSetsRouter, questionSetEndpoints.restoreQuestionSet, ...staff, async (req, res) => {
  const questionSet = await setArchived(await author(req), req.params.id, false);
  send(res, questionSetEndpoints.restoreQuestionSet, { questionSet });
});
