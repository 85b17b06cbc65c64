import { useNavigate } from 'react-router-dom';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import {
  LANDING_SECTIONS,
  PRODUCT_NAME,
  useRouterFollow,
  useSectionFollow,
  type FollowEvent,
} from './navigation';

const ANCHORS = [
  { id: LANDING_SECTIONS.features, text: 'Key Features' },
  { id: LANDING_SECTIONS.pricing, text: 'Pricing' },
  { id: LANDING_SECTIONS.contact, text: 'Contact us' },
];

/**
 * The public pages' top bar (docs/product.md#screen-landing): anchors Key Features, Pricing and Contact us
 * (smooth scroll on the landing page, otherwise a jump to it), Login (→ /login) and Request early access.
 * On narrow screens Cloudscape moves the anchors into an overflow menu, so nothing scrolls sideways.
 * @param onRequestEarlyAccess - opens the early-access dialog.
 */
export function PublicTopBar({ onRequestEarlyAccess }: { onRequestEarlyAccess: () => void }) {
  const navigate = useNavigate();
  const follow = useRouterFollow();
  const toSection = useSectionFollow();
  const anchor = (id: string) => (event: FollowEvent) => {
    event.preventDefault();
    toSection(id);
  };
  return (
    <div id="public-top-bar" style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
      <TopNavigation
        identity={{
          href: '/landing',
          title: PRODUCT_NAME,
          onFollow: (event) => {
            event.preventDefault();
            void navigate('/landing');
          },
        }}
        utilities={[
          ...ANCHORS.map(({ id, text }) => ({
            type: 'button' as const,
            text,
            href: `/landing#${id}`,
            onFollow: anchor(id),
          })),
          { type: 'button', text: 'Login', href: '/login', onFollow: follow },
          {
            type: 'button',
            variant: 'primary-button',
            text: 'Request early access',
            disableTextCollapse: true,
            onClick: onRequestEarlyAccess,
          },
        ]}
        i18nStrings={{ overflowMenuTriggerText: 'Menu', overflowMenuTitleText: 'Menu' }}
      />
    </div>
  );
}
