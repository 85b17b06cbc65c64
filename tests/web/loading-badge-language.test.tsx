import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlobalLoading } from '../../web/src/components/global-loading';
import { loadCatalog } from '../../web/src/i18n/session-i18n';
import { SessionFrame } from '../../web/src/pages/session/session-frame';

/** A request that never answers, so the badge stays up. */
function Pending() {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => undefined) });
  return null;
}

beforeAll(() => loadCatalog('es'));
afterAll(() => loadCatalog('en'));

describe('the loading badge on an applicant’s page', () => {
  it('speaks the interview’s language there, and English again once the page is left', () => {
    const client = new QueryClient();
    const app = (applicantPage: boolean) => (
      <QueryClientProvider client={client}>
        <GlobalLoading />
        <Pending />
        {applicantPage && <SessionFrame organizationName="Demo Company">Pregunta 1 de 3</SessionFrame>}
      </QueryClientProvider>
    );
    const { rerender } = render(app(true));
    expect(screen.getByTestId('global-loading')).toHaveTextContent('Cargando');
    rerender(app(false));
    expect(screen.getByTestId('global-loading')).toHaveTextContent(/^Loading$/);
  });
});
