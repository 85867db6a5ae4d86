import { screen } from '@testing-library/react';
import { SubmissionsSection } from '@/features/compliance/SubmissionsSection';
import { complianceActions } from '@/store/complianceSlice';
import type { ComplianceSubmission } from '@/types/api';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

const submission = (Id: number, more: Partial<ComplianceSubmission>): ComplianceSubmission => ({
  Id,
  FormId: 'kyc',
  FormTitle: 'Know Your Customer',
  Version: '1.0.0',
  Hash: 'h',
  SubmittedAt: '2026-11-20T10:00:00Z',
  SubmittedBy: 'Anna Client',
  AccountNumber: 'DMO-100201',
  ...more,
});

describe('Submitted compliance forms', () => {
  test("each submission names the studio version it was answered on; one stored before the studio its schema's version", () => {
    renderScreen(<SubmissionsSection />, {
      state: stateAfter(
        complianceActions.submissionsLoaded([
          submission(1, {}),
          submission(2, { FormVersion: 1 }),
          submission(3, { FormVersion: 2, ImpersonatorName: 'Carl Consultant' }),
        ]),
      ),
    });
    const forms = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(forms).toEqual(['Know Your Customer (version 1.0.0)', 'Know Your Customer (version 1)', 'Know Your Customer (version 2)']);
  });
});
