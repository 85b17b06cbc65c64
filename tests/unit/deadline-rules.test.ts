import { deadlineAfter, isPastDeadline, manualReminderWait, reminderTime } from '../../shared/deadline-rules';
import { viewStatus } from '../../shared/session-rules';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T10:00:00Z');

describe('deadline rules', () => {
  it('reminds 48 hours before a deadline of 4 days or more', () => {
    expect(reminderTime(start, deadlineAfter(start, 7)) - start).toBe((7 * 24 - 48) * HOUR);
    expect(reminderTime(start, deadlineAfter(start, 4)) - start).toBe(48 * HOUR);
  });

  it('reminds at half-time when the deadline is under 4 days', () => {
    expect(reminderTime(start, deadlineAfter(start, 1)) - start).toBe(12 * HOUR);
    expect(reminderTime(start, deadlineAfter(start, 3)) - start).toBe(36 * HOUR);
  });

  it('shows an open session past its deadline as expired, and never a finished one or one without deadline', () => {
    const due = new Date(deadlineAfter(start, 1)).toISOString();
    expect(viewStatus('open', due, start + 23 * HOUR)).toBe('open');
    expect(viewStatus('open', due, start + 24 * HOUR)).toBe('expired');
    expect(viewStatus('submitted', due, start + 48 * HOUR)).toBe('submitted');
    expect(viewStatus('open', undefined, start + 1000 * HOUR)).toBe('open');
    expect(isPastDeadline(undefined, start)).toBe(false);
  });

  it('lets a manager send one reminder an hour', () => {
    const last = new Date(start).toISOString();
    expect(manualReminderWait(undefined, start)).toBe(0);
    expect(manualReminderWait(last, start + 10 * 60_000)).toBe(50 * 60_000);
    expect(manualReminderWait(last, start + HOUR)).toBe(0);
  });
});
