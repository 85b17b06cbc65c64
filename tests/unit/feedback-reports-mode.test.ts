import { describe, expect, it } from 'vitest';
import { JobPositionInputSchema } from '../../shared/schemas/job-position';
import { effectiveFeedbackReports } from '../../shared/schemas/privacy';

describe('the feedback reports mode of a session (decision 0162)', () => {
  it("follows the organization's setting while the job position inherits it or has none", () => {
    expect(effectiveFeedbackReports('review', undefined)).toBe('review');
    expect(effectiveFeedbackReports('auto', 'inherit')).toBe('auto');
    expect(effectiveFeedbackReports(undefined, 'inherit')).toBe('off');
    expect(effectiveFeedbackReports(undefined, undefined)).toBe('off');
  });

  it("takes the job position's own mode over the organization's, in either direction", () => {
    expect(effectiveFeedbackReports('auto', 'off')).toBe('off');
    expect(effectiveFeedbackReports('off', 'review')).toBe('review');
    expect(effectiveFeedbackReports(undefined, 'auto')).toBe('auto');
  });

  it('accepts inherit, off, review and auto on a job position and refuses anything else', () => {
    for (const mode of ['inherit', 'off', 'review', 'auto'])
      expect(JobPositionInputSchema.parse({ title: 'QA', feedbackReports: mode }).feedbackReports).toBe(mode);
    expect(JobPositionInputSchema.parse({ title: 'QA' }).feedbackReports).toBeUndefined();
    const refused = JobPositionInputSchema.safeParse({ title: 'QA', feedbackReports: 'sometimes' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['feedbackReports'],
      message: 'Choose inherit, off, review or auto',
    });
  });
});
