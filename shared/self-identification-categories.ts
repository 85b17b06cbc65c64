/**
 * Sex categories of the EEO-1 Component 1 report, the categories NYC Local Law 144 bias audits use
 * (6 RCNY § 5-301(b)); `declined` records an applicant who chose not to answer.
 */
export const SEX_CATEGORIES = ['male', 'female'] as const;

/**
 * Race/ethnicity categories of the EEO-1 Component 1 report (EEOC, "EEO-1 Instruction Booklet",
 * Appendix: race and ethnic definitions), as used by NYC Local Law 144 bias audits (6 RCNY § 5-301(b)).
 */
export const RACE_ETHNICITY_CATEGORIES = [
  'hispanicOrLatino',
  'white',
  'blackOrAfricanAmerican',
  'nativeHawaiianOrPacificIslander',
  'asian',
  'americanIndianOrAlaskaNative',
  'twoOrMoreRaces',
] as const;

/** The answer of an applicant who chose not to say. */
export const DECLINED = 'declined';

export type SexCategory = (typeof SEX_CATEGORIES)[number];
export type RaceEthnicityCategory = (typeof RACE_ETHNICITY_CATEGORIES)[number];
