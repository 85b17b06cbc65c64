import { entity } from '../entity-options';
import { createdAt, newId, text } from '../attributes';
import { EMAIL_STATUSES } from './contact-message';

/**
 * A request for early access from the landing page (docs/product.md#entity-early-access-request). Same key
 * design and 12-month TTL as `ContactMessage`: partition per arrival month (`YYYY-MM`, UTC),
 * ULID sort key, `expiresAt` in epoch seconds.
 */
export const EarlyAccessRequest = entity({
  model: { entity: 'earlyAccessRequest', version: '1', service: 'hiring' },
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true, default: newId },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    company: text,
    jobTitle: text,
    industry: text,
    referral: text,
    message: text,
    emailStatus: { type: EMAIL_STATUSES, required: true, default: 'pending' },
    /** SES message id of the team e-mail, once sent. */
    emailMessageId: text,
    createdAt,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', composite: ['month'] },
      sk: { field: 'sk', composite: ['requestId'] },
    },
  },
});
