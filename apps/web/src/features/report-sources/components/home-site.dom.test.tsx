// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { HomeSite } from './home-site.tsx';

const REFERENCE = {
  countries: [{ id: 1, name: 'Australia', region_code: 'FE', country_code: 'AU' }],
  marketplaces: [
    {
      id: 1,
      mws_id: 'A39IBJ37TRP1C6',
      country_code: 'AU',
      region_code: 'FE',
      name: 'Amazon.com.au',
      domain_name: 'amazon.com.au',
      seller_central_host: 'sellercentral.amazon.com.au',
      countries: [],
    },
  ],
};

describe("an Amazon source's home site", () => {
  it('is named as the connect form names it, with the Seller Central it was authorized on', async () => {
    fakeFetch({ 'GET /api/reference': () => jsonResponse(200, REFERENCE) });
    const { container } = renderUi(
      <p>
        <HomeSite code="AU" />
      </p>,
    );
    // The code until the reference data is there.
    expect(container.textContent).toBe('AU');
    expect(await screen.findByText('sellercentral.amazon.com.au')).toBeTruthy();
    expect(container.textContent).toBe('Australia (amazon.com.au)sellercentral.amazon.com.au');
  });

  it('is a dash for a source that was not connected through a site', () => {
    fakeFetch({ 'GET /api/reference': () => jsonResponse(200, REFERENCE) });
    const { container } = renderUi(
      <p>
        <HomeSite code={null} />
      </p>,
    );
    expect(container.textContent).toBe('–');
  });
});
