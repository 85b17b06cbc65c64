import { CONTACT_LIMIT, EARLY_ACCESS_LIMIT } from '../../functions/contact/contact';
import { db } from '../../functions/data/service';
import { capabilities as contactCapabilities } from '../../functions/contact/capabilities';

/**
 * The contact Lambda may write only items whose partition key starts with a declared prefix
 * (`dynamodb:LeadingKeys`). These are the keys its writes really produce; renaming an entity or a
 * flood-limit scope without the declaration fails here, before it fails in the cloud with AccessDenied.
 */
const prefixes = contactCapabilities.table.keyPrefixes;
const covered = (pk: unknown) => prefixes.some((p) => String(pk).startsWith(p));

describe('contact table access', () => {
  it('covers the keys of contact messages, early-access requests and both flood-limit counters', () => {
    const message = db.entities.contactMessage
      .create({
        month: '2026-11',
        messageId: '01J',
        firstName: 'A',
        email: 'a@example.com',
        message: 'x',
        expiresAt: 1,
      })
      .params() as { Item: { pk: string } };
    const request = db.entities.earlyAccessRequest
      .create({ month: '2026-11', requestId: '01J', name: 'A', email: 'a@example.com', expiresAt: 1 })
      .params() as { Item: { pk: string } };
    const counters = [CONTACT_LIMIT, EARLY_ACCESS_LIMIT].map(
      ({ scope }) =>
        (
          db.entities.rateLimitWindow
            .update({ scope, keyHash: '0123abcd', windowStart: 0 })
            .add({ count: 1 })
            .params() as { Key: { pk: string } }
        ).Key.pk,
    );
    for (const pk of [message.Item.pk, request.Item.pk, ...counters]) expect(covered(pk), pk).toBe(true);
  });

  it('does not cover other items of the table', () => {
    const org = db.entities.organization.get({ orgId: '01J' }).params() as { Key: { pk: string } };
    const other = db.entities.rateLimitWindow
      .update({ scope: 'sign-in', keyHash: '0123abcd', windowStart: 0 })
      .add({ count: 1 })
      .params() as { Key: { pk: string } };
    expect(covered(org.Key.pk)).toBe(false);
    expect(covered(other.Key.pk)).toBe(false);
  });
});
