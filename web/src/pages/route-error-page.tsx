/**
 * Shown by the router when a page throws while rendering or its chunk fails to load (typically after a
 * new deployment replaced the old chunks): a reload fetches the current ones. Plain HTML, so it shows even
 * when no Cloudscape chunk can be loaded (docs/decisions/0072-public-pages-without-the-manager-app.md).
 */
export function RouteErrorPage() {
  return (
    <div data-testid="route-error-page" style={{ padding: '40px 20px', textAlign: 'center' }}>
      <h1 style={{ fontSize: '24px', lineHeight: '30px', margin: '0 0 16px' }}>Something went wrong</h1>
      <p style={{ margin: '0 0 16px' }}>This page could not be shown. Reloading usually helps.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          font: 'inherit',
          fontWeight: 700,
          padding: '4px 20px',
          borderRadius: '20px',
          border: '2px solid #006ce0',
          background: '#ffffff',
          color: '#006ce0',
          cursor: 'pointer',
        }}
      >
        Reload
      </button>
    </div>
  );
}
