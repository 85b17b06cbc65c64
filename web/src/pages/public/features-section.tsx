import { Link } from 'react-router-dom';
import { PublicIcon, type PublicIconName } from './public-icons';

/** One feature block: the spec's title, and what it means in this product. */
export interface Feature {
  title: string;
  description: string;
  icon: PublicIconName;
}

/** The six feature blocks, named and ordered as in docs/product.md#screen-landing. */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Smart Questions',
    icon: 'gen-ai',
    description:
      'Describe the role, a short bio and the skills you need, and the AI writes interview questions together with the key points a good answer should cover.',
  },
  {
    title: 'Instant Evaluation & Scoring',
    icon: 'status-positive',
    description:
      'As soon as an applicant submits, every answer is scored from 0 to 10 against its key points, with an overall score, feedback and suggestions.',
  },
  {
    title: 'Customized Interviews',
    icon: 'edit-gen-ai',
    description:
      "Create an interview from one applicant's profile or from a job position's requirements, so the questions fit the person and the role.",
  },
  {
    title: 'Language Flexibility',
    icon: 'globe',
    description:
      'Interview in Spanish, English, Mandarin Chinese, Hindi, Arabic, Portuguese and more: choose the language for each interview template.',
  },
  {
    title: 'Efficient Templates',
    icon: 'file',
    description:
      'Save interview templates and reuse them for every applicant to a role. A running session keeps its own copy, so later edits never change it.',
  },
  {
    title: 'Trusted Security',
    icon: 'lock-private',
    description:
      'Each applicant opens only their own session with a private access code, and your organization’s data is visible only to your team.',
  },
];

/**
 * The "Key Features" section: the six feature blocks (three across on desktops, two on tablets, one on
 * phones) and the Get Started call to action (→ /register).
 * @param id - anchor id of the section (the top bar's "Key Features" link scrolls here).
 */
export function FeaturesSection({ id }: { id?: string }) {
  return (
    <section id={id} aria-label="Key Features" className="public-section">
      <div className="public-section-header">
        <h1>Key Features</h1>
        <p>Everything a hiring team needs to run first-round interviews.</p>
      </div>
      <div className="public-grid public-grid-features">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="public-card">
            <div className="public-card-body">
              <PublicIcon name={feature.icon} size="medium" />
              <h2>{feature.title}</h2>
              <p className="public-secondary">{feature.description}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="public-card">
        <div className="public-card-body public-cta">
          <h2>Ready to interview your next applicant?</h2>
          <p className="public-secondary">
            Create your account, add an applicant and send the first interview today.
          </p>
          <Link to="/register" className="public-button public-button-primary">
            Get Started
          </Link>
        </div>
      </div>
    </section>
  );
}
