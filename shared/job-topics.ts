/**
 * Predefined job topics in 15 groups: the common roles of each group (docs/product.md#option-lists). The web
 * offers them as topic suggestions and the offline question bank has questions for each.
 */
export const JOB_TOPIC_GROUPS = [
  { group: 'Customer service', topics: ['Customer Service Representative', 'Customer Success Manager'] },
  { group: 'Sales', topics: ['Account Executive', 'Sales Development Representative', 'Sales Manager'] },
  {
    group: 'Marketing',
    topics: ['Digital Marketing Specialist', 'Content Marketer', 'Product Marketing Manager'],
  },
  { group: 'Finance', topics: ['Accountant', 'Financial Analyst'] },
  { group: 'Human resources', topics: ['HR Generalist', 'Recruiter'] },
  { group: 'Administration', topics: ['Administrative Assistant', 'Office Manager'] },
  {
    group: 'IT',
    topics: [
      'Frontend Developer',
      'Backend Developer',
      'Full Stack Developer',
      'DevOps Engineer',
      'Data Analyst',
      'QA Engineer',
    ],
  },
  { group: 'Engineering', topics: ['Mechanical Engineer', 'Electrical Engineer', 'Civil Engineer'] },
  { group: 'Legal', topics: ['Paralegal', 'Corporate Lawyer'] },
  { group: 'Education', topics: ['Teacher', 'Instructional Designer'] },
  { group: 'Healthcare', topics: ['Registered Nurse', 'Medical Assistant', 'Pharmacist'] },
  { group: 'Hospitality', topics: ['Front Desk Agent', 'Chef'] },
  { group: 'Retail', topics: ['Store Manager', 'Retail Sales Associate'] },
  { group: 'Operations', topics: ['Operations Manager', 'Project Manager'] },
  { group: 'Manufacturing', topics: ['Production Supervisor', 'Quality Control Inspector'] },
] as const;

/** Name of one of the 15 topic groups. */
export type JobTopicGroup = (typeof JOB_TOPIC_GROUPS)[number]['group'];

/** Name of one predefined job topic. */
export type JobTopic = (typeof JOB_TOPIC_GROUPS)[number]['topics'][number];

/** Every predefined job topic, in group order (for suggestion lists). */
export const JOB_TOPICS: readonly JobTopic[] = JOB_TOPIC_GROUPS.flatMap((g) => g.topics);
