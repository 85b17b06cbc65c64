import Box from '@cloudscape-design/components/box';
import type { ReactNode } from 'react';

/** The narrow centred column the sign-in, sign-up, confirmation and password pages share. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
      <div style={{ maxWidth: '28rem', margin: '0 auto' }}>{children}</div>
    </Box>
  );
}
