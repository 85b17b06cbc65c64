/**
 * Deadline reminders module: the one-time reminder schedule of a session and the reminder e-mail. Other
 * modules use only what this file exports (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export {
  cancelReminder,
  expiryScheduleName,
  reminderScheduleName,
  reminderScheduler,
  type ReminderEvent,
  type ReminderScheduler,
} from './schedules';
export { deliverReminder } from './send-reminder';
