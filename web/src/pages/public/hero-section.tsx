import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRouterFollow } from './navigation';
import { useOpenEarlyAccess } from './public-layout';

/**
 * The landing page's hero (docs/product.md#screen-landing): what the product does in one line, and the two
 * ways in: Get Started (→ /register) and Request early access (the dialog).
 */
export function HeroSection() {
  const follow = useRouterFollow();
  const openEarlyAccess = useOpenEarlyAccess();
  return (
    <Box padding={{ vertical: 'xxxl' }}>
      <SpaceBetween size="l">
        <Box variant="h1" fontSize="display-l" padding="n">
          Interview every applicant the same fair way, in minutes
        </Box>
        <Box variant="p" fontSize="heading-m" color="inherit">
          Generate interview questions for any role with AI, send each applicant a private link and access
          code, and get every answer scored with clear feedback, so you can spend your time on the best
          candidates.
        </Box>
        <SpaceBetween direction="horizontal" size="s">
          <Button variant="primary" href="/register" onFollow={follow}>
            Get Started
          </Button>
          <Button onClick={openEarlyAccess}>Request early access</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Box>
  );
}
