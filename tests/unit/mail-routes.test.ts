import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { db } from '../../functions/data/service';
import { sendEmail } from '../../functions/email/ses';
import { TooManyRequests } from '../../functions/errors/errors';
import { forgetMemberships } from '../../functions/http/membership-round';
import { logger } from '../../functions/observability/logger';
import { resourceHandler, type MailCaps } from '../../functions/http/resource';
import { FLOOD_CLASSES, FLOOD_SHARES } from '../../shared/flood-limits';
import { routes, type RouteDef, type RouteName } from '../../shared/routes';

/**
 * Every route that has the product mail someone counts against the daily mail caps (decision record 0078).
 * Before, `sendDecisionEmail` and `respondToRequest` called no cap: a new organization could loop decision
 * e-mails and answers to requests all day. The route table now says which routes mail (`sendsMail`), the
 * resource handler counts them, and a manager route that mails without saying so is refused before SES.
 */
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const context = { awsRequestId: 'r', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;
const managerRoutes = (Object.entries(routes) as [RouteName, RouteDef][]).filter(
  ([, def]) => def.access === 'manager' && def.membership !== 'optional',
);

beforeEach(() => {
  ddb.reset();
  ses.reset();
  forgetMemberships();
  ddb.on(GetCommand).resolves({
    Item: db.entities.membership
      .put({ userId: 'user-1', orgId: 'org-1', email: 'a@example.com', name: 'A', role: 'owner' })
      .params().Item as Record<string, unknown>,
  });
  ddb.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  // The refusals below are logged as the programming errors they are; the test reads the answers.
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});

/**
 * Calls one route of the table through the resource handler, with its policies and without its schemas
 * (the caps, not the input, are under test): its function sends one e-mail.
 */
async function callMailing(name: RouteName, def: RouteDef, mailCaps: MailCaps) {
  const policies = { ...def, params: undefined, query: undefined, body: undefined } as RouteDef;
  const sends = vi.fn(async () => {
    await sendEmail({ to: 'someone@example.com', subject: 's', text: 't', html: 't' });
    return {};
  });
  const handler = resourceHandler(def.resource, { [name]: policies }, { [name]: sends } as never, {
    mailCaps,
  });
  const path = def.path.replace(/\{[^}]+\}/g, 'X1');
  const event = {
    version: '2.0',
    rawPath: path,
    rawQueryString: '',
    headers: { 'x-origin-verify': process.env.ORIGIN_SECRET!, 'content-type': 'application/json' },
    body: def.method === 'GET' || def.method === 'DELETE' ? undefined : '{}',
    isBase64Encoded: false,
    requestContext: {
      http: { method: def.method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'x' },
      authorizer: { jwt: { claims: { sub: 'user-1', token_use: 'access', username: 'user-1' }, scopes: [] } },
      requestId: 'r',
      stage: '$default',
    },
  };
  const result = (await handler(event as never, context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body || '{}') as { error?: string }, sends };
}

const capsReached: MailCaps = async () => {
  throw new TooManyRequests('Your organization has sent the 20 e-mails allowed today.', 3600);
};

describe('mail-sending routes and the daily mail caps', () => {
  it('names the known mail routes, each a manager route in the mail flood share', () => {
    const mailing = managerRoutes.filter(([, def]) => def.sendsMail).map(([name]) => name);
    expect(mailing).toEqual(
      expect.arrayContaining(['sendDecisionEmail', 'respondToRequest', 'addSession', 'inviteManager']),
    );
    for (const name of mailing) {
      const limits = FLOOD_CLASSES[(routes[name] as RouteDef).flood] as readonly unknown[];
      expect(limits, name).toContain(FLOOD_SHARES.mail);
    }
  });

  it.each(managerRoutes.filter(([, def]) => def.sendsMail))(
    '%s is refused with 429 at the caps before its function runs or anything is sent',
    async (name, def) => {
      const refused = await callMailing(name, def, capsReached);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('TooManyRequests');
      expect(refused.sends).not.toHaveBeenCalled();
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);

      const counted = vi.fn(async () => undefined);
      const sent = await callMailing(name, def, counted);
      expect(sent.status).toBeLessThan(300);
      expect(counted).toHaveBeenCalledWith(expect.objectContaining({ orgId: 'org-1', userId: 'user-1' }));
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    },
  );

  it.each(managerRoutes.filter(([, def]) => !def.sendsMail))(
    '%s sends nothing if its function tries to mail, since no cap counts it',
    async (name, def) => {
      const caps = vi.fn(async () => undefined);
      const refused = await callMailing(name, def, caps);
      expect(refused.status).toBe(500);
      expect(caps).not.toHaveBeenCalled();
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    },
  );

  it('refuses to build a resource whose mail route has no caps', () => {
    const def = routes.sendDecisionEmail as RouteDef;
    expect(() =>
      resourceHandler('accountability', { sendDecisionEmail: def }, {
        sendDecisionEmail: async () => ({}),
      } as never),
    ).toThrow(/sends mail/);
  });
});
