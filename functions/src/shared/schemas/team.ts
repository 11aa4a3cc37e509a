// Request bodies of /api/team/*, shared by the Team screen and the API.
import { ORG_ROLES, RECORDING_MODES } from '../constants/domain';
import {
  CANDIDATE_FEEDBACK_MAX,
  LINK_EXPIRY_DAYS,
  LINK_EXPIRY_DAYS_RANGE,
  RECORDING_RETENTION_DAYS,
  RETENTION_DAYS_RANGE,
} from '../constants/limits';
import { ACCESS_MESSAGES } from '../messages/access';
import { FEEDBACK_TEMPLATES } from '../messages/feedback';
import { TEAM_MESSAGES } from '../messages/team';
import { EMAIL_PATTERN } from './email';
import { z } from './zod';

const OrgRoleSchema = z.enum(ORG_ROLES, { error: TEAM_MESSAGES.roleRequired });

/** POST /api/team/invitations. Outside addresses need the explicit box (the server records it). */
export const InviteTeammateSchema = z.strictObject({
  email: z
    .string({ error: ACCESS_MESSAGES.invalidEmailFormat })
    .trim()
    .toLowerCase()
    .max(254, ACCESS_MESSAGES.invalidEmailFormat)
    .regex(EMAIL_PATTERN, ACCESS_MESSAGES.invalidEmailFormat),
  role: OrgRoleSchema,
  outsideDomain: z.boolean().optional().default(false),
});
export type InviteTeammateInput = z.input<typeof InviteTeammateSchema>;

/** PATCH /api/team/members/{uid}. */
export const ChangeRoleSchema = z.strictObject({ role: OrgRoleSchema });
export type ChangeRoleInput = z.input<typeof ChangeRoleSchema>;

const wholeDays = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

/** One decision's feedback template: a message a reviewer starts from (trimmed). */
const feedbackTemplate = z
  .string({ error: TEAM_MESSAGES.feedbackTemplateRequired })
  .trim()
  .min(1, TEAM_MESSAGES.feedbackTemplateRequired)
  .max(CANDIDATE_FEEDBACK_MAX, TEAM_MESSAGES.feedbackTemplateTooLong(CANDIDATE_FEEDBACK_MAX));

/** Every org setting with its value when the org has not set it. */
export const OrgSettingsShape = z.object({
  notifyOnComplete: z.boolean({ error: TEAM_MESSAGES.notifyOnCompleteInvalid }),
  recordingMode: z.enum(RECORDING_MODES, { error: TEAM_MESSAGES.recordingModeInvalid }),
  retentionDays: wholeDays(
    RETENTION_DAYS_RANGE,
    TEAM_MESSAGES.retentionDaysInvalid(RETENTION_DAYS_RANGE.min, RETENTION_DAYS_RANGE.max),
  ),
  linkExpiryDays: wholeDays(
    LINK_EXPIRY_DAYS_RANGE,
    TEAM_MESSAGES.linkExpiryDaysInvalid(LINK_EXPIRY_DAYS_RANGE.min, LINK_EXPIRY_DAYS_RANGE.max),
  ),
  aiAssist: z.boolean({ error: TEAM_MESSAGES.aiAssistInvalid }),
  followUps: z.boolean({ error: TEAM_MESSAGES.followUpsInvalid }),
  candidateFeedback: z.boolean({ error: TEAM_MESSAGES.candidateFeedbackInvalid }),
  /** Saved all three at once, so a stored set is always whole. */
  feedbackTemplates: z.strictObject(
    { advance: feedbackTemplate, hold: feedbackTemplate, reject: feedbackTemplate },
    { error: TEAM_MESSAGES.feedbackTemplatesInvalid },
  ),
});
export type OrgSettings = z.infer<typeof OrgSettingsShape>;
export const DEFAULT_ORG_SETTINGS: OrgSettings = {
  notifyOnComplete: true,
  recordingMode: 'video',
  retentionDays: RECORDING_RETENTION_DAYS,
  linkExpiryDays: LINK_EXPIRY_DAYS,
  aiAssist: true,
  followUps: true,
  candidateFeedback: true,
  feedbackTemplates: FEEDBACK_TEMPLATES,
};
/** An org's stored settings (any may be absent) with the defaults filled in. */
export const orgSettingsOf = (stored: Partial<OrgSettings> | undefined): OrgSettings => ({
  ...DEFAULT_ORG_SETTINGS,
  ...stored,
  feedbackTemplates: { ...FEEDBACK_TEMPLATES, ...stored?.feedbackTemplates },
});

/** PATCH /api/team/settings: the settings to change, at least one. */
export const OrgSettingsSchema = OrgSettingsShape.partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, TEAM_MESSAGES.settingsEmpty);
export type OrgSettingsInput = z.input<typeof OrgSettingsSchema>;
