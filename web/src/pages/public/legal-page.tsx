import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { PageColumn, PublicLayout } from './public-layout';

/**
 * Frame of the text pages (terms, privacy, cookies, about): the public layout with a readable column
 * (at most 880 px) and the page title, with an optional "Last updated" line.
 */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  /** When the text last changed, as shown to the reader (e.g. "November 2026"). */
  updated?: string;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <PageColumn maxWidth={880}>
        <Box padding={{ vertical: 'xl' }}>
          <Container
            header={
              <Header variant="h1" description={updated && `Last updated: ${updated}`}>
                {title}
              </Header>
            }
          >
            <SpaceBetween size="l">{children}</SpaceBetween>
          </Container>
        </Box>
      </PageColumn>
    </PublicLayout>
  );
}

/** One titled part of a text page. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Box variant="h2" padding={{ bottom: 'xs' }}>
        {heading}
      </Box>
      <SpaceBetween size="s">{children}</SpaceBetween>
    </section>
  );
}

/** A paragraph of a text page. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Box variant="p" padding="n">
      {children}
    </Box>
  );
}

/** When the policies were last changed; shown on the terms, privacy and cookie pages. */
export const POLICIES_UPDATED = 'November 2026';
