import { Link } from 'react-router-dom';
import { EarlyAccessButton, useOpenEarlyAccess } from './public-layout';

/**
 * The landing page's hero (docs/product.md#screen-landing): what the product does in one line, and the two
 * ways in: Get Started (→ /register) and Request early access (the dialog). Its heading is the page's
 * largest text, drawn as soon as the page's first chunk runs.
 */
export function HeroSection() {
  const openEarlyAccess = useOpenEarlyAccess();
  return (
    <div className="public-hero-inner">
      <h1>Interview every applicant the same fair way, in minutes</h1>
      <p>
        Generate interview questions for any role with AI, send each applicant a private link and access code,
        and get every answer scored with clear feedback, so you can spend your time on the best candidates.
      </p>
      <div className="public-actions">
        <Link to="/register" className="public-button public-button-primary">
          Get Started
        </Link>
        <EarlyAccessButton className="public-button" onOpen={openEarlyAccess} />
      </div>
    </div>
  );
}
