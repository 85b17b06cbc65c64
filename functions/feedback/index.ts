/**
 * Feedback reports to applicants after a decision (docs/decisions/0162-feedback-reports.md): drafted from
 * the evidence, sent by a person or with the decision (`auto`), read by the applicant from a request link.
 * Its own module, so the sessions function (decisions) and the accountability function (routes) both use it
 * without either importing the other. A model's draft is written by the generation worker
 * (`writeModelDraft`, docs/decisions/0168-feedback-drafted-by-the-model.md).
 */
export { applicantFeedback, draftFeedback, sendFeedback, sendFeedbackOnDecision } from './feedback';
export { writeModelDraft, type FeedbackDraftOutcome } from './model-run';
