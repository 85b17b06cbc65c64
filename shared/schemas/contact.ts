import * as z from 'zod';
import { EmailSchema, OptionalPhoneSchema, optionalText, requiredText } from './common';

/** Longest message a visitor can send (characters): room for a detailed question, small enough to e-mail. */
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * Body of `POST /api/contact`: the landing page's contact form (docs/product.md#entity-contact-message).
 * Required: first name, e-mail and message; last name and phone optional (docs/product.md#rule-validation).
 */
export const ContactMessageSchema = z.object({
  firstName: requiredText(100, 'First name'),
  lastName: optionalText(100),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  message: requiredText(MAX_MESSAGE_LENGTH, 'Message'),
});
/** What the contact form sends. */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
/** A contact message after parsing (trimmed, e-mail lower-cased). */
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/**
 * Body of `POST /api/contact/EarlyAccess` (docs/product.md#entity-early-access-request). Only name and e-mail
 * are required (docs/product.md#rule-validation); the rest helps the team prioritise.
 */
export const EarlyAccessRequestSchema = z.object({
  name: requiredText(200, 'Name'),
  email: EmailSchema,
  company: optionalText(200),
  jobTitle: optionalText(150),
  industry: optionalText(150),
  /** How the visitor heard about the product. */
  referral: optionalText(300),
  message: optionalText(MAX_MESSAGE_LENGTH),
});
/** What the early-access dialog sends. */
export type EarlyAccessRequestInput = z.input<typeof EarlyAccessRequestSchema>;
/** An early-access request after parsing. */
export type EarlyAccessRequest = z.infer<typeof EarlyAccessRequestSchema>;

/** Answer of both contact routes: the id the message or request was stored under (a ULID). */
export const ContactReceiptSchema = z.object({ id: z.string() });
/** Answer of both contact routes. */
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
