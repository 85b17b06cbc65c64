import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../config/runtime-config';
import { PRODUCT_NAME } from './navigation';

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
  return (
    <footer className="public-footer">
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="public-link">
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="public-secondary">
        Questions? Write to{' '}
        <a
          className="public-link public-link-inline"
          href={`mailto:${supportEmail}`}
          data-testid="support-email"
        >
          {supportEmail}
        </a>
      </p>
      <p className="public-secondary public-small">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
