import type { SNSEvent } from 'aws-lambda';
import { vi } from 'vitest';
import type * as MailEventModule from '../../functions/mail-events/mail-event';

const recorded = vi.hoisted(() => [] as unknown[]);
vi.mock('../../functions/mail-events/mail-event', async (importOriginal) => {
  const actual = await importOriginal<typeof MailEventModule>();
  return {
    ...actual,
    recordMailProblem: (problem: unknown) => {
      recorded.push(problem);
      return Promise.resolve('recorded');
    },
  };
});

const { handler } = await import('../../functions/mail-events/handler');
const { mailProblemOf, SesMailEventSchema } = await import('../../functions/mail-events/mail-event');

const context = { functionName: 'mail-events', awsRequestId: 'r' } as never;

function sns(...messages: unknown[]): SNSEvent {
  return {
    Records: messages.map((m) => ({
      Sns: { Message: typeof m === 'string' ? m : JSON.stringify(m) },
    })),
  } as unknown as SNSEvent;
}

/** An SES event-publishing bounce as SES sends it (trimmed to what matters). */
const HARD_BOUNCE = {
  eventType: 'Bounce',
  bounce: {
    bounceType: 'Permanent',
    bounceSubType: 'General',
    bouncedRecipients: [
      { emailAddress: 'ana@example.com', diagnosticCode: 'smtp; 550 5.1.1 user unknown', status: '5.1.1' },
    ],
    timestamp: '2026-11-23T10:00:00.000Z',
  },
  mail: {
    messageId: 'msg-1',
    destination: ['ana@example.com'],
    tags: { sessionId: ['01JSESSION'], 'ses:configuration-set': ['hiring-mail'] },
  },
};

const COMPLAINT = {
  eventType: 'Complaint',
  complaint: { complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: 'bo@example.com' }] },
  mail: { messageId: 'msg-2', tags: { sessionId: ['01JOTHER'] } },
};

beforeEach(() => {
  recorded.length = 0;
});

describe('SES bounce and complaint events', () => {
  it('reads a hard bounce with its reason, and a complaint', () => {
    expect(mailProblemOf(SesMailEventSchema.parse(HARD_BOUNCE))).toEqual({
      sessionId: '01JSESSION',
      messageId: 'msg-1',
      kind: 'bounced',
      permanent: true,
      address: 'ana@example.com',
      reason: 'Permanent bounce (General): smtp; 550 5.1.1 user unknown',
    });
    expect(mailProblemOf(SesMailEventSchema.parse(COMPLAINT))).toMatchObject({
      sessionId: '01JOTHER',
      kind: 'complained',
      permanent: false,
      reason: 'Marked as spam by the recipient (abuse)',
    });
  });

  it('tells a soft bounce from a hard one', () => {
    const soft = {
      ...HARD_BOUNCE,
      bounce: { ...HARD_BOUNCE.bounce, bounceType: 'Transient', bounceSubType: 'MailboxFull' },
    };
    expect(mailProblemOf(SesMailEventSchema.parse(soft))).toMatchObject({
      kind: 'bounced',
      permanent: false,
      reason: 'Temporary bounce (MailboxFull): smtp; 550 5.1.1 user unknown',
    });
  });

  it('records each session problem of an SNS delivery and drops the rest', async () => {
    const result = await handler(
      sns(
        HARD_BOUNCE,
        COMPLAINT,
        'not json',
        { eventType: 'Delivery', mail: { messageId: 'm', tags: { sessionId: ['S'] } } },
        // A contact-form message: no session tag.
        { ...HARD_BOUNCE, mail: { messageId: 'm2', tags: {} } },
      ),
      context,
    );
    expect(result).toEqual({ outcomes: ['recorded', 'recorded', 'ignored', 'ignored', 'ignored'] });
    expect(recorded).toHaveLength(2);
    expect(recorded[1]).toMatchObject({ sessionId: '01JOTHER', kind: 'complained' });
  });
});
