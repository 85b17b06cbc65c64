import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions, config } from '../config';
import { traced } from '../observability/tracer';

/**
 * The SES client, made once per process (docs/architecture.md#config: clients at module scope), traced.
 * `sendEmail` of `./ses.ts` imports this module on the first e-mail, so functions whose other routes
 * send nothing do not load the SES client when they start (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
export const sesClient = traced(new SESv2Client(clientOptions(config().SES_ENDPOINT)));

export { SendEmailCommand };
