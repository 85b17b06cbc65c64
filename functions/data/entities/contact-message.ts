import { entity } from '../entity-options';
import { createdAt, newId, text } from '../attributes';

/**
 * Whether the team e-mail for a stored message or request went out. `failed` items are kept (the
 * visitor's message is never lost) and can be found and re-sent by an operator.
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * A message from the landing page's contact form (docs/product.md#entity-contact-message). Partitioned by
 * the month it arrived (`YYYY-MM`, UTC, derived from the ULID), so one partition holds a bounded month
 * of messages, a month is listed with one Query, and one message is a GetItem from its id alone.
 * Deleted by DynamoDB TTL (`expiresAt`, epoch seconds) 12 months after it arrived, as the privacy
 * policy states.
 */
export const ContactMessage = entity({
  model: { entity: 'contactMessage', version: '1', service: 'hiring' },
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true, default: newId },
    firstName: { type: 'string', required: true },
    lastName: text,
    email: { type: 'string', required: true },
    phone: text,
    message: { type: 'string', required: true },
    emailStatus: { type: EMAIL_STATUSES, required: true, default: 'pending' },
    /** SES message id of the team e-mail, once sent. */
    emailMessageId: text,
    createdAt,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', composite: ['month'] },
      sk: { field: 'sk', composite: ['messageId'] },
    },
  },
});
