import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import { clientOptions } from '../config';
import { traced } from '../observability/tracer';

/**
 * The EventBridge Scheduler client, made once per process, traced. `./schedules.ts` imports this module
 * on the first schedule it creates or deletes, so functions whose other routes touch no reminder do not
 * load it when they start (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
export const scheduler = traced(new SchedulerClient(clientOptions(undefined)));

export { CreateScheduleCommand, DeleteScheduleCommand, ResourceNotFoundException };
