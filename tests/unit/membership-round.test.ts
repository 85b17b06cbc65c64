import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ManagerRole } from '../../shared/route-def';
import { mockClient } from 'aws-sdk-client-mock';
import type { HttpEvent } from '../../functions/http/resource';
import { db } from '../../functions/data/service';
import { forgetMemberships, withManager } from '../../functions/http/membership-round';
import { routes } from '../../shared/routes';

const ddb = mockClient(DynamoDBDocumentClient);

const event = (method: string): HttpEvent =>
  ({
    headers: { authorization: 'Bearer token' },
    requestContext: {
      http: { method },
      authorizer: { jwt: { claims: { sub: 'user-1', username: 'user-1', token_use: 'access' }, scopes: [] } },
    },
  }) as unknown as HttpEvent;

/** A stored membership of user-1 as DynamoDB returns it, written by ElectroDB's own `put` (keys and all). */
const membership = (orgId: string, role: ManagerRole = 'owner') => ({
  Item: db.entities.membership
    .put({ userId: 'user-1', orgId, email: 'a@example.com', name: 'A', role })
    .params().Item as Record<string, unknown>,
});

/** Resolves the next membership read only when `release` is called. */
function heldMembership(item: object) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  ddb.on(GetCommand).callsFake(async () => {
    await gate;
    return item;
  });
  return release;
}

beforeEach(() => {
  ddb.reset();
  forgetMemberships();
});

describe('membership read in the same round', () => {
  it('reads the membership first on the first request of a manager', async () => {
    ddb.on(GetCommand).resolves({});
    const route = vi.fn(async () => 'answer');
    await expect(withManager(event('GET'), routes.listApplicants, route)).rejects.toMatchObject({
      code: 'NoOrganization',
    });
    expect(route).not.toHaveBeenCalled();
  });

  it('starts a known manager’s read before the membership read has answered', async () => {
    ddb.on(GetCommand).resolves(membership('org-1'));
    await withManager(event('GET'), routes.listApplicants, async () => 'warm-up');
    const release = heldMembership(membership('org-1'));
    const route = vi.fn(async (auth: { orgId: string }) => `items of ${auth.orgId}`);
    const answer = withManager(event('GET'), routes.listApplicants, route);
    await vi.waitFor(() => expect(route).toHaveBeenCalledTimes(1));
    release();
    await expect(answer).resolves.toBe('items of org-1');
  });

  it('refuses a removed member at once, whatever the route found', async () => {
    ddb.on(GetCommand).resolves(membership('org-1'));
    await withManager(event('GET'), routes.listApplicants, async () => 'warm-up');
    ddb.on(GetCommand).resolves({});
    await expect(withManager(event('GET'), routes.listApplicants, async () => 'items')).rejects.toMatchObject(
      {
        code: 'NoOrganization',
      },
    );
  });

  it('answers from the stored membership when it changed', async () => {
    ddb.on(GetCommand).resolves(membership('org-1'));
    await withManager(event('GET'), routes.listApplicants, async () => 'warm-up');
    ddb.on(GetCommand).resolves(membership('org-2'));
    const route = vi.fn(async (auth: { orgId: string }) => `items of ${auth.orgId}`);
    await expect(withManager(event('GET'), routes.listApplicants, route)).resolves.toBe('items of org-2');
  });

  it('never starts a write before the membership is read', async () => {
    ddb.on(GetCommand).resolves(membership('org-1'));
    await withManager(event('GET'), routes.listApplicants, async () => 'warm-up');
    const release = heldMembership({});
    const route = vi.fn(async () => 'written');
    const answer = withManager(event('DELETE'), routes.deleteApplicant, route);
    await new Promise((r) => setTimeout(r, 20));
    expect(route).not.toHaveBeenCalled();
    release();
    await expect(answer).rejects.toMatchObject({ code: 'NoOrganization' });
    expect(route).not.toHaveBeenCalled();
  });

  it('reads the membership first on a GET that records who viewed it (auditsRead)', async () => {
    ddb.on(GetCommand).resolves(membership('org-1'));
    await withManager(event('GET'), routes.getSessionDetails, async () => 'warm-up');
    const release = heldMembership({});
    const route = vi.fn(async () => 'details');
    const answer = withManager(event('GET'), routes.getSessionDetails, route);
    await new Promise((r) => setTimeout(r, 20));
    expect(route).not.toHaveBeenCalled();
    release();
    await expect(answer).rejects.toMatchObject({ code: 'NoOrganization' });
    expect(route).not.toHaveBeenCalled();
  });
});
