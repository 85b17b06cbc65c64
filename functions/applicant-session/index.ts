/**
 * Applicant-session module: what the applicant sees and sends. Other modules use only what this file
 * exports (docs/decisions/0061-domain-modules-and-boundaries.md): the notice an organization's applicants
 * are shown, which the organization settings also report.
 */
export { noticeOf, organizationNotice } from './notice';
export { authorizeApplicant, issueRequestLink, REQUEST_LINK_DAYS } from './request-link';
