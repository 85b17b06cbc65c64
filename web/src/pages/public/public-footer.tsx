import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRuntimeConfig } from '../../config/runtime-config';
import { PRODUCT_NAME, useRouterFollow } from './navigation';

/** The public pages' links, in footer order. */
export const FOOTER_LINKS = [
  { href: '/pricing', text: 'Pricing' },
  { href: '/terms', text: 'Terms of Service' },
  { href: '/privacyPolicy', text: 'Privacy Policy' },
  { href: '/cookiePolicy', text: 'Cookie Policy' },
  { href: '/about', text: 'About' },
];

/**
 * Footer of every public page: the support e-mail from the runtime configuration
 * (docs/product.md#screen-landing) and links to the pricing, legal and about pages. The links wrap on narrow
 * screens.
 */
export function PublicFooter() {
  const { supportEmail } = useRuntimeConfig();
  const follow = useRouterFollow();
  return (
    <footer style={{ borderTop: '1px solid #d1d5db', marginTop: 40 }}>
      <Box padding={{ vertical: 'l', horizontal: 'l' }} textAlign="center">
        <SpaceBetween size="s" alignItems="center">
          <SpaceBetween direction="horizontal" size="l">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.href} href={link.href} onFollow={follow} variant="secondary">
                {link.text}
              </Link>
            ))}
          </SpaceBetween>
          <Box color="text-body-secondary">
            Questions? Write to{' '}
            <Link href={`mailto:${supportEmail}`} data-testid="support-email">
              {supportEmail}
            </Link>
          </Box>
          <Box color="text-body-secondary" fontSize="body-s">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Box>
        </SpaceBetween>
      </Box>
    </footer>
  );
}
