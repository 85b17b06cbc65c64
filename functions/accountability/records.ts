import { recordExpiry as expiryAt } from '../../shared/records';
import { clock } from '../clock';

/** Epoch seconds when a record made now (by the product's clock) expires: the record period later. */
export function recordExpiry(): number {
  return expiryAt(clock.now());
}
