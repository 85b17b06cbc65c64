import * as z from 'zod';
import { MANAGER_ROLES } from '../route-def';
import { EmailSchema, TimestampSchema } from './common';

/** A manager of the organization. */
export const ManagerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(MANAGER_ROLES),
  createdAt: TimestampSchema,
});

/** An invitation waiting to be accepted; expires after 14 days. */
export const InvitationSchema = z.object({
  email: z.string(),
  invitedByName: z.string(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** `GET /api/team`. */
export const TeamSchema = z.object({
  members: z.array(ManagerSchema),
  invitations: z.array(InvitationSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/** Body of `POST /api/team/invitations`. */
export const InviteRequestSchema = z.object({ email: EmailSchema });

/** Path of `DELETE /api/team/members/{userId}`. */
export const ManagerParamsSchema = z.object({ userId: z.string().min(1).max(128) });

/** Path of `DELETE /api/team/invitations/{email}`. */
export const InvitationParamsSchema = z.object({ email: EmailSchema });
