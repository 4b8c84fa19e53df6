import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TermsPage } from './terms-page';

describe('terms page', () => {
  it("states each tier's price and plans from core's tier table", () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /^Basic \$49\.99 a month \(30 plans\), Professional \$99\.99 a month \(60 plans\), Enterprise \$149\.99 a month \(120 plans, dedicated account manager\)\. Billing is monthly/,
      ),
    ).toBeTruthy();
  });
});
