import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { db } from '../data/service';
import { Forbidden, Unauthorized } from './errors';

/** The signed-in manager behind a request: Cognito user id and the one organization they belong to. */
export interface ManagerAuth {
  userId: string;
  orgId: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
}

/**
 * Resolves the manager from the JWT claims the HTTP API authorizer verified (the local adapter fills the
 * same claims). The organization comes from the stored membership, never from input
 * (ARCHITECTURE.md, "Tenancy and auth").
 * @throws Unauthorized when the event carries no verified subject.
 * @throws Forbidden (`NoOrganization`) when the user has not finished creating or joining an organization.
 */
export async function managerFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<ManagerAuth> {
  const sub = event.requestContext.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new Unauthorized();
  const { data } = await db.entities.membership.get({ userId: sub }).go();
  if (!data) throw new Forbidden('Your account has no organization yet. Finish setting up your account.');
  return { userId: sub, orgId: data.orgId, email: data.email, name: data.name, role: data.role };
}
