import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicantImport } from '../../shared/schemas/applicant-import';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import ImportApplicantsPage from '../../web/src/pages/applicants/import-applicants-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const CSV =
  'First name,Last name,E-mail,Job title\r\n"Lovelace, Ada",L,ada@example.com,Analyst\r\nAlan,,bad,Engineer\r\n';
const report = (over: Partial<ApplicantImport>): ApplicantImport => ({
  id: '01JIMP00000000000000000000',
  status: 'running',
  total: 2,
  processed: 1,
  created: 0,
  duplicates: 0,
  errors: [{ row: 3, field: 'e-mail', message: 'Enter a valid e-mail address' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('applicant import page', () => {
  it('previews the file, imports it and follows the progress to the refused rows', async () => {
    let reads = 0;
    vi.mocked(apiCall).mockImplementation((async (name: string) => {
      if (name === 'importApplicants') return report({});
      if (name === 'getApplicantImport')
        return ++reads < 2 ? report({}) : report({ status: 'done', processed: 2, created: 1 });
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    renderRoutes([{ path: '/applicants/import', element: <ImportApplicantsPage /> }], '/applicants/import');
    const page = createWrapper(document.body);
    const input = await waitFor(() => page.findFileUpload()!.findNativeInput().getElement());
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File([CSV], 'applicants.csv', { type: 'text/csv' })] },
      });
    });
    expect(await screen.findByText('Lovelace, Ada')).toBeInTheDocument();
    expect(screen.getByText('(2)')).toBeInTheDocument();
    act(() => page.findButton('[data-testid="start-import"]')!.click());
    await waitFor(() =>
      expect(vi.mocked(apiCall)).toHaveBeenCalledWith('importApplicants', { body: { csv: CSV } }),
    );
    expect(await screen.findByText('1 of 2 rows')).toBeInTheDocument();
    expect((await screen.findAllByText('Import finished.', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
  });
});
