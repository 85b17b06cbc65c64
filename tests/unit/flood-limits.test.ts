import { floodKeyOf } from '../../functions/http/client-address';
import { applicantFloodKey } from '../../functions/http/flood';
import {
  EXAM_ROOM_APPLICANTS,
  FLOOD_CLASSES,
  FLOOD_SHARES,
  type FloodLimit,
} from '../../shared/flood-limits';
import { routes, type RouteDef, type RouteName } from '../../shared/routes';

/** Fair shares (decision record 0077): which routes count whom, from the class each route names. */
describe('flood limits of the route table', () => {
  const entries = Object.entries(routes) as [RouteName, RouteDef][];
  const limitsOf = (name: RouteName) => FLOOD_CLASSES[(routes[name] as RouteDef).flood];

  it('gives every route a flood class that exists', () => {
    for (const [name, def] of entries) expect(Object.keys(FLOOD_CLASSES), name).toContain(def.flood);
  });

  it('limits every route anyone can call, per address', () => {
    for (const [name] of entries.filter(([, d]) => d.access === 'public')) {
      const limits = limitsOf(name);
      if (limits !== 'own')
        expect(
          limits.some((l: FloodLimit) => l.per === 'address'),
          name,
        ).toBe(true);
    }
  });

  it('counts an applicant route per session, never per address, so a room behind one NAT is not one client', () => {
    const applicantRoutes = entries.filter(([, d]) => d.access === 'applicant');
    expect(applicantRoutes.length).toBeGreaterThan(3);
    for (const [name] of applicantRoutes) {
      const per = (limitsOf(name) as readonly FloodLimit[]).map((l) => l.per);
      expect(per, name).toEqual(['session']);
    }
  });

  it('lets an exam room of 200 through the session door within one minute, reloads and typos included', () => {
    const door = FLOOD_SHARES.sessionDoor;
    expect(door.per).toBe('address');
    expect(door.windowSeconds).toBe(60);
    // Each applicant: the intro on opening and on two reloads, two code tries.
    expect(door.limit).toBeGreaterThanOrEqual(EXAM_ROOM_APPLICANTS * (3 + 2));
    expect(EXAM_ROOM_APPLICANTS).toBeGreaterThanOrEqual(200);
    for (const name of ['sessionIntro', 'authenticateSession'] as const)
      expect(limitsOf(name), name).toEqual([door]);
  });

  it('limits every manager write per organization (or per user before there is one)', () => {
    for (const [name] of entries.filter(([, d]) => d.access === 'manager' && d.method !== 'GET')) {
      const limits = limitsOf(name);
      expect(Array.isArray(limits), name).toBe(true);
      const per = (limits as readonly FloodLimit[]).map((l) => l.per);
      expect(per.includes('org') || per.includes('user'), name).toBe(true);
    }
  });

  it('leaves only manager reads to the stage throttle alone', () => {
    for (const [name, def] of entries.filter(([, d]) => d.flood === 'read'))
      expect([def.access, def.method], name).toEqual(['manager', 'GET']);
  });

  it('counts the AI and mail routes in their own, smaller buckets', () => {
    const bucketsOf = (name: RouteName) => (limitsOf(name) as readonly FloodLimit[]).map((l) => l.bucket);
    for (const name of ['generateInterviewTemplate', 'suggestQuestion', 'generateForApplicant'] as const)
      expect(bucketsOf(name), name).toContain('ai');
    for (const name of ['addSession', 'regenerateAccessCode', 'remindApplicant', 'inviteManager'] as const)
      expect(bucketsOf(name), name).toContain('mail');
  });
});

describe('the session an applicant route counts', () => {
  it('is the bearer token of the request, and nothing without one', () => {
    const withAuth = (authorization?: string) => ({ headers: { authorization } });
    expect(applicantFloodKey(withAuth('Bearer abc.def'))).toBe('abc.def');
    expect(applicantFloodKey(withAuth('Bearer abc.def'))).not.toBe(
      applicantFloodKey(withAuth('Bearer abc.deg')),
    );
    expect(applicantFloodKey(withAuth('Basic abc'))).toBeUndefined();
    expect(applicantFloodKey(withAuth('Bearer'))).toBeUndefined();
    expect(applicantFloodKey(withAuth())).toBeUndefined();
  });
});

describe('the address a flood limit counts', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    expect(floodKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(floodKeyOf('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(floodKeyOf('2001:0DB8:0001:0002:0000:0000:0000:0009')).toBe('2001:db8:1:2::/64');
    expect(floodKeyOf('2001:db8:1:3::1')).not.toBe(floodKeyOf('2001:db8:1:2::1'));
  });

  it('keeps IPv4 addresses whole, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(floodKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(floodKeyOf('203.0.113.10')).not.toBe(floodKeyOf('203.0.113.9'));
    expect(floodKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});
