import type { AdverseImpactCategory } from '../../../../shared/schemas/adverse-impact';

/** How each self-identification category reads (EEO-1 wording). */
const CATEGORY_LABEL: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  hispanicOrLatino: 'Hispanic or Latino',
  white: 'White',
  blackOrAfricanAmerican: 'Black or African American',
  nativeHawaiianOrPacificIslander: 'Native Hawaiian or Pacific Islander',
  asian: 'Asian',
  americanIndianOrAlaskaNative: 'American Indian or Alaska Native',
  twoOrMoreRaces: 'Two or more races',
};

/** A category's name; an intersection `female:asian` reads "Female, Asian". */
export function categoryLabel(c: Pick<AdverseImpactCategory, 'category'>): string {
  return c.category
    .split(':')
    .map((part) => CATEGORY_LABEL[part] ?? part)
    .join(', ');
}

/** A share as a percentage with one decimal, or a dash when withheld. */
export const percent = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)} %`);

/** An impact ratio with two decimals, or a dash when there is none. */
export const ratio = (v: number | null) => (v === null ? '-' : v.toFixed(2));
