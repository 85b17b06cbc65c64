/**
 * Interview templates module: generated and written templates, their versions, and the organization's
 * reporting language used when answers are scored. Other modules use only what this file exports
 * (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export { getTemplate, listJobPositionTemplates } from './templates';
export { generateTemplate } from './generation';
export {
  requestGeneration,
  serveGenerationInProcess,
  type FeedbackDraftEvent,
  type GenerationEvent,
  type ModelWorkEvent,
  type WorkRequester,
} from './generation-queue';
export { writeTemplateQuestions, type GenerationOutcome } from './write-questions';
export { scoringSettingsOf, type ScoringSettings } from './scoring-settings';
