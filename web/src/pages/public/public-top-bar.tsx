import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { isPlainClick, LANDING_SECTIONS, PRODUCT_NAME, useSectionFollow } from './navigation';
import { PublicIcon } from './public-icons';
import { EarlyAccessButton } from './early-access';

const ANCHORS = [
  { id: LANDING_SECTIONS.features, text: 'Key Features' },
  { id: LANDING_SECTIONS.pricing, text: 'Pricing' },
  { id: LANDING_SECTIONS.contact, text: 'Contact us' },
];

/**
 * The narrow screens' menu: a "Menu" button that opens the top bar's items in a panel; Escape, a click
 * outside or choosing an item closes it.
 */
function NarrowMenu({
  onAnchor,
  onRequestEarlyAccess,
}: {
  onAnchor: (id: string) => (event: MouseEvent) => void;
  onRequestEarlyAccess: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div className="public-menu" ref={root}>
      <button
        type="button"
        className="public-top-bar-item"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <PublicIcon name="menu" /> Menu
      </button>
      {open && (
        <ul className="public-menu-panel" id={panelId} aria-label="Menu">
          {ANCHORS.map(({ id, text }) => (
            <li key={id}>
              <a
                href={`/landing#${id}`}
                onClick={(event) => {
                  close();
                  onAnchor(id)(event);
                }}
              >
                {text}
              </a>
            </li>
          ))}
          <li>
            <Link to="/login" onClick={close}>
              Login
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                onRequestEarlyAccess();
              }}
            >
              Request early access
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/**
 * The public pages' top bar (docs/product.md#screen-landing): anchors Key Features, Pricing and Contact us
 * (smooth scroll on the landing page, otherwise a jump to it), Login (→ /login) and Request early access.
 * Below 912 px the items move into a Menu button's panel, so nothing scrolls sideways. Plain HTML in
 * Cloudscape's top-navigation look (docs/decisions/0072-public-pages-without-the-manager-app.md).
 * @param onRequestEarlyAccess - opens the early-access dialog.
 */
export function PublicTopBar({ onRequestEarlyAccess }: { onRequestEarlyAccess: () => void }) {
  const toSection = useSectionFollow();
  const anchor = (id: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    toSection(id);
  };
  return (
    <header id="public-top-bar" className="public-top-bar public-dark">
      <nav className="public-top-bar-inner" aria-label="Main">
        <Link to="/landing" className="public-top-bar-title">
          {PRODUCT_NAME}
        </Link>
        <ul className="public-top-bar-items">
          {ANCHORS.map(({ id, text }) => (
            <li key={id}>
              <a className="public-top-bar-item" href={`/landing#${id}`} onClick={anchor(id)}>
                {text}
              </a>
            </li>
          ))}
          <li>
            <Link className="public-top-bar-item" to="/login">
              Login
            </Link>
          </li>
          <li>
            <EarlyAccessButton
              className="public-button public-button-primary"
              onOpen={onRequestEarlyAccess}
            />
          </li>
        </ul>
        <NarrowMenu onAnchor={anchor} onRequestEarlyAccess={onRequestEarlyAccess} />
      </nav>
    </header>
  );
}
