import { clientFloodKey } from '../http/client-address';
import { resourceHandler } from '../http/resource';
import { requestEarlyAccess, sendContactMessage } from './contact';
import { contactRoutes } from '../../shared/routes/contact';

/** Contact Lambda: the landing page's public contact and early-access routes of the route table. */
export const handler = resourceHandler('contact', contactRoutes, {
  sendContactMessage: ({ body, event }) => sendContactMessage(body, clientFloodKey(event)),
  requestEarlyAccess: ({ body, event }) => requestEarlyAccess(body, clientFloodKey(event)),
});
