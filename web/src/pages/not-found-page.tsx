import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../components/router-link';

/** Any path no route matches. */
export default function NotFoundPage() {
  return (
    <Box padding="xxxl" textAlign="center" data-testid="not-found-page">
      <SpaceBetween size="m">
        <Header variant="h1">Page not found</Header>
        <Box variant="p">The page you are looking for does not exist or has moved.</Box>
        <RouterLink to="/" data-testid="not-found-home-link">
          Go to the home page
        </RouterLink>
      </SpaceBetween>
    </Box>
  );
}
