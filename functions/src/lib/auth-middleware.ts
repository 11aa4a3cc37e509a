import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Role } from '../shared/constants/domain';
import { API_MESSAGES } from '../shared/messages/api';
import { auth } from './firebase';
import { HttpError } from './http-error';

interface AuthUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
  role?: Role;
  orgId?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

/** Verifies the bearer ID token and puts the user on the request; 401 otherwise. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    next(new HttpError(401, API_MESSAGES.unauthenticated));
    return;
  }
  try {
    const decoded = await auth.verifyIdToken(match[1]);
    req.user = {
      uid: decoded.uid,
      email: decoded.email,
      emailVerified: decoded.email_verified ?? false,
      role: decoded.role as Role | undefined,
      orgId: typeof decoded.orgId === 'string' ? decoded.orgId : undefined,
    };
    next();
  } catch {
    next(new HttpError(401, API_MESSAGES.unauthenticated));
  }
};

/** After requireUser: 403 unless the user has the role. */
export const requireRole =
  (role: Role): RequestHandler =>
  (req: Request, _res: Response, next: NextFunction) => {
    if (req.user?.role !== role) {
      next(new HttpError(403, API_MESSAGES.forbidden));
      return;
    }
    next();
  };

/**
 * The org of a member checked by `requireMember` (lib/membership.ts); 403 on a route that did not
 * check membership, so a claim alone never grants an org's data.
 */
export function staffOrgId(req: Request): string {
  if (!req.member) throw new HttpError(403, API_MESSAGES.forbidden);
  return req.member.orgId;
}
