import * as z from 'zod';
import { DECLINED, RACE_ETHNICITY_CATEGORIES, SEX_CATEGORIES } from '../self-identification-categories';

export {
  DECLINED,
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type RaceEthnicityCategory,
  type SexCategory,
} from '../self-identification-categories';

/**
 * Body of `POST /api/session/{id}/self-identification`: voluntary, after submitting only; each answer a
 * published category or `declined` (docs/product.md#self-identification).
 */
export const SelfIdentificationSchema = z.object({
  sex: z.enum([...SEX_CATEGORIES, DECLINED]),
  raceEthnicity: z.enum([...RACE_ETHNICITY_CATEGORIES, DECLINED]),
});
export type SelfIdentification = z.infer<typeof SelfIdentificationSchema>;

/** Answer of `GET /api/self-identification/options`: the published lists, `declined` last in each. */
export const SelfIdentificationOptionsSchema = z.object({
  sex: z.array(z.string()),
  raceEthnicity: z.array(z.string()),
});
