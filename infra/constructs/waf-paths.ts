import { routes } from '../../shared/routes';

/**
 * Most characters in one WAF regex pattern, a fixed quota that no request raises (AWS WAF developer
 * guide, "AWS WAF quotas", https://docs.aws.amazon.com/waf/latest/developerguide/limits.html); the
 * synth refuses a longer one.
 */
export const WAF_REGEX_MAX_CHARS = 200;

/** Where every applicant route lives. */
export const APPLICANT_PREFIX = '/api/session/';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path's text as a regex, each `{parameter}` after `{id}` one path segment. */
const pathRegex = (text: string) => escapeRegex(text).replace(/\\\{[^}]+\\\}/g, '[^/]+');

/**
 * The paths of the applicant's routes (the session door and every route an applicant token opens), from
 * the route table, as one anchored regex with `{id}` as one path segment:
 * `^/api/session/(SaveAnswer|[^/]+(/intro|/auth|…)?)$`. No manager route has a path of that shape
 * (`tests/infra/waf-and-limits.test.ts` checks both).
 * @throws Error at load when an applicant route lies outside `/api/session/` or the regex passes
 *   {@link WAF_REGEX_MAX_CHARS}.
 */
export const WAF_APPLICANT_PATH_REGEX = applicantPathRegex();

function applicantPathRegex(): string {
  const literals = new Set<string>();
  const suffixes = new Set<string>();
  for (const route of Object.values(routes)) {
    if (route.access !== 'applicant' && route.flood !== 'sessionDoor') continue;
    if (!route.path.startsWith(APPLICANT_PREFIX))
      throw new Error(`waf: applicant route ${route.path} is outside ${APPLICANT_PREFIX}`);
    const rest = route.path.slice(APPLICANT_PREFIX.length);
    if (rest.startsWith('{id}')) {
      if (rest.length > 4) suffixes.add(pathRegex(rest.slice(4)));
    } else literals.add(escapeRegex(rest));
  }
  const idPart = `[^/]+${suffixes.size ? `(${[...suffixes].join('|')})?` : ''}`;
  const regex = `^${escapeRegex(APPLICANT_PREFIX)}(${[...literals, idPart].join('|')})$`;
  if (regex.length > WAF_REGEX_MAX_CHARS)
    throw new Error(
      `waf: the applicant path regex has ${regex.length} characters, over ${WAF_REGEX_MAX_CHARS}`,
    );
  return regex;
}
