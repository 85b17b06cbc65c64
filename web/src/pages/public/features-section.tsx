import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRouterFollow } from './navigation';

/** One feature block: the spec's title, and what it means in this product. */
export interface Feature {
  title: string;
  description: string;
  icon: IconProps.Name;
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
  const follow = useRouterFollow();
  return (
    <section id={id} aria-label="Key Features" style={{ scrollMarginTop: 64 }}>
      <SpaceBetween size="l">
        <Header variant="h1" description="Everything a hiring team needs to run first-round interviews.">
          Key Features
        </Header>
        <Grid gridDefinition={FEATURES.map(() => ({ colspan: { default: 12, xs: 6, s: 4 } }))}>
          {FEATURES.map((feature) => (
            <Container key={feature.title} fitHeight>
              <SpaceBetween size="s">
                <Icon name={feature.icon} size="medium" variant="link" />
                <Box variant="h3" tagOverride="h2" padding="n">
                  {feature.title}
                </Box>
                <Box variant="p" color="text-body-secondary">
                  {feature.description}
                </Box>
              </SpaceBetween>
            </Container>
          ))}
        </Grid>
        <Container>
          <Box textAlign="center" padding={{ vertical: 'm' }}>
            <SpaceBetween size="m" alignItems="center">
              <Box variant="h2" padding="n">
                Ready to interview your next applicant?
              </Box>
              <Box color="text-body-secondary">
                Create your account, add an applicant and send the first interview today.
              </Box>
              <Button variant="primary" href="/register" onFollow={follow}>
                Get Started
              </Button>
            </SpaceBetween>
          </Box>
        </Container>
      </SpaceBetween>
    </section>
  );
}
