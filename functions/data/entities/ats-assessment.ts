import type { EntityItem } from 'electrodb';
import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * A session a tracking system ordered (docs/integrations.md): for Greenhouse, one per test and candidate
 * e-mail (`orderKey` = `<template id>#<e-mail, lower case>`), so a repeated `send_test` finds the same
 * session. Keyed by organization; found by session through gsi1 when the session moves, so its
 * callback is queued. `callbackUrl` is where Greenhouse asked for the completion `PATCH`; the key that
 * `PATCH` carries is the organization's Greenhouse credential, a secret (`AtsConnection`), never an item.
 */
export const AtsAssessment = entity({
  model: { entity: 'atsAssessment', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    system: { type: ['greenhouse', 'ashby'] as const, required: true, readOnly: true },
    orderKey: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    applicantId: { type: 'string', required: true, readOnly: true },
    callbackUrl: { type: 'string', readOnly: true },
    /** The session's page in the app, which the tracking system links to once the session is scored. */
    profileUrl: { type: 'string', readOnly: true },
    /** When the tracking system cancelled it (Ashby's `assessment.cancel`): nothing more is reported. */
    cancelledAt: { type: 'string' },
    createdAt,
  },
  indexes: {
    byOrder: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['system', 'orderKey'] },
    },
    bySession: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['sessionId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});
export type AtsAssessmentItem = EntityItem<typeof AtsAssessment>;

/**
 * A problem a tracking system reported about one of our answers (Greenhouse's `response_error`), kept for
 * the organization's owners, newest first, 30 days (TTL).
 */
export const AtsProblem = entity({
  model: { entity: 'atsProblem', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    problemId: { type: 'string', required: true, readOnly: true },
    system: { type: ['greenhouse', 'ashby'] as const, required: true, readOnly: true },
    sessionId: { type: 'string', readOnly: true },
    /** What the system sent, as JSON text, at most 2,000 characters. */
    detail: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byOrg: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['problemId'] },
    },
  },
});

/**
 * An organization's connection to a tracking system it calls back: the credential itself is a Secrets
 * Manager secret (`functions/ats/credentials.ts`, decision record 0167); the item keeps only the secret's
 * name and the credential's last 4 characters, to show. Ashby: the API key the owner stored, which each
 * `assessment.update` carries as HTTP Basic (https://developers.ashbyhq.com/docs/assessmentupdate), and
 * Ashby's API address. Greenhouse: the key Greenhouse last called with, which the completion `PATCH`
 * carries back (https://developers.greenhouse.io/assessment.html). One per organization and system.
 */
export const AtsConnection = entity({
  model: { entity: 'atsConnection', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    system: { type: ['greenhouse', 'ashby'] as const, required: true, readOnly: true },
    /** The secret's name (`<TRACKING_SECRET_PREFIX><orgId>/<system>`). */
    secretName: { type: 'string', required: true },
    /** The credential's last 4 characters. */
    keyEnding: { type: 'string', required: true },
    /** Ashby's API address (Ashby only). */
    apiUrl: { type: 'string' },
    updatedBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byOrg: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['system'] },
    },
  },
});
