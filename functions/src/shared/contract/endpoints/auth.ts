import { ORG_ROLES, ROLES } from '../../constants/domain';
import {
  CompleteRegistrationBodySchema,
  RegisterWithTokenBodySchema,
  TokenBodySchema,
  UpdateMeBodySchema,
} from '../../schemas/auth';
import { z } from '../../schemas/zod';
import { defineEndpoint } from '../endpoint';

/** The profile under `user` of GET and PUT /auth/me. */
const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  orgId: z.string().nullable(),
  /** The role in the org, from the membership; null when not a member (or removed). */
  orgRole: z.enum(ORG_ROLES).nullable(),
  emailVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const registered = z.object({
  success: z.literal(true),
  uid: z.string(),
  orgId: z.string(),
  orgRole: z.enum(ORG_ROLES),
});
/** The link's address, and whether it already has a HiQ account (then: sign in and accept). */
const linkEmail = z.object({ email: z.string(), existingAccount: z.boolean() });

export const authEndpoints = {
  /** The address of a usable registration link. */
  validateToken: defineEndpoint({
    method: 'POST',
    path: '/auth/validate-token',
    request: TokenBodySchema,
    response: linkEmail,
  }),
  /** The same as validateToken, under its older name. */
  verifyToken: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-token',
    request: TokenBodySchema,
    response: linkEmail,
  }),
  completeRegistration: defineEndpoint({
    method: 'POST',
    path: '/auth/complete-registration',
    request: CompleteRegistrationBodySchema,
    response: registered,
  }),
  /** The signed-in account joins the link's org (an account of its own: no new one is made). */
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/auth/accept-invitation',
    request: TokenBodySchema,
    response: registered,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    request: RegisterWithTokenBodySchema,
    response: registered,
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email',
    request: TokenBodySchema,
    response: z.object({ success: z.literal(true), emailVerified: z.literal(true) }),
  }),
  getMe: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    response: z.object({ user: userProfileSchema }),
  }),
  updateMe: defineEndpoint({
    method: 'PUT',
    path: '/auth/me',
    request: UpdateMeBodySchema,
    response: z.object({ user: userProfileSchema }),
  }),
  deleteMe: defineEndpoint({
    method: 'DELETE',
    path: '/auth/me',
    response: z.object({ success: z.literal(true) }),
  }),
};
