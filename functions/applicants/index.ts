/**
 * Applicants module: an organization's applicants (create, read, replace, delete, list). Other modules
 * use only what this file exports (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export { createApplicant, getApplicant, toApplicantDto } from './applicants';
