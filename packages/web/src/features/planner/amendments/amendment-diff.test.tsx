import { type AmendmentReport, DEFAULT_HOURS_PER_FTE } from '@staffplan/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmendmentDiff } from './amendment-diff';

const period = (name: string, before: number, after: number) => ({
  period: name,
  hoursBefore: before,
  hoursAfter: after,
  fteBefore: before / DEFAULT_HOURS_PER_FTE,
  fteAfter: after / DEFAULT_HOURS_PER_FTE,
});

/** A Q&A that removed a 24x7 line, as the server reports it. */
const REPORT: AmendmentReport = {
  amendment: {
    name: 'qa.pdf',
    kind: 'questions-and-answers',
    changes: 2,
    summary: '2 changes; lines +0 -1 ~0',
  },
  classEvidence: 'questions and answers (or responses) to the solicitation',
  answersQuestions: true,
  changes: [
    {
      kind: 'clarification',
      fact: 'coverage',
      key: 'coverage:24x7',
      appliesTo: 'coverage (24x7)',
      summary: 'Q&A 3',
      source: {
        document: 'qa.pdf',
        ref: 'Q&A 3',
        quote: 'The contractor is not expected to provide full 24x7 coverage.',
      },
    },
  ],
  staffing: {
    lines: [
      {
        taskKey: 'security||',
        lcat: 'Security',
        status: 'removed',
        hoursBefore: 8760,
        hoursAfter: 0,
        fteBefore: 4.66,
        fteAfter: 0,
        periods: [period('Base Period', 8760, 0)],
        cause: {
          document: 'qa.pdf',
          ref: 'Q&A 3',
          quote: 'The contractor is not expected to provide full 24x7 coverage.',
        },
      },
      {
        taskKey: 'pm||',
        lcat: 'Project Manager',
        status: 'unchanged',
        hoursBefore: DEFAULT_HOURS_PER_FTE,
        hoursAfter: DEFAULT_HOURS_PER_FTE,
        fteBefore: 1,
        fteAfter: 1,
        periods: [period('Base Period', DEFAULT_HOURS_PER_FTE, DEFAULT_HOURS_PER_FTE)],
        cause: null,
      },
    ],
    added: 0,
    removed: 1,
    changed: 0,
    totals: { hoursBefore: 10640, hoursAfter: DEFAULT_HOURS_PER_FTE, fteBefore: 5.66, fteAfter: 1 },
    periods: [period('Base Period', 10640, DEFAULT_HOURS_PER_FTE)],
  },
  conflicts: [],
  openQuestions: [
    {
      question: 'Data Architect is named in soo.pdf (C.1.5) but not in the price schedule',
      askContractingOfficer: true,
    },
  ],
};

describe('AmendmentDiff', () => {
  it('shows each changed line with its hours, FTE and the sentence that caused it, by period, and the new questions', () => {
    render(<AmendmentDiff report={REPORT} />);
    const diff = screen.getByTestId('amendment-diff');
    expect(within(diff).getByText('Questions and answers: qa.pdf')).toBeTruthy();
    const lines = screen.getAllByTestId('amendment-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain('Removed: Security: 8,760 h → 0 h');
    expect(lines[0]?.textContent).toContain('qa.pdf (Q&A 3):');
    expect(lines[0]?.querySelector('q')?.textContent).toBe(
      'The contractor is not expected to provide full 24x7 coverage.',
    );
    expect(within(diff).getByRole('table').textContent).toContain('Base Period10,640 h → 1,880 h');
    expect(diff.textContent).toContain('Open question: Data Architect is named in soo.pdf');
  });

  it('shows the price before and after when the plan is priced', () => {
    const cost = { total: { before: '1064000.00', after: '188000.00' }, byPeriod: [] };
    render(<AmendmentDiff report={{ ...REPORT, staffing: { ...REPORT.staffing, cost } }} />);
    expect(screen.getByTestId('amendment-price').textContent).toBe('Price $1,064,000 → $188,000');
  });

  it('says so when no line changes', () => {
    const none = { ...REPORT, staffing: { ...REPORT.staffing, lines: [], removed: 0, periods: [] } };
    render(<AmendmentDiff report={none} />);
    expect(screen.getByText('No line of the plan changes.')).toBeTruthy();
  });
});
