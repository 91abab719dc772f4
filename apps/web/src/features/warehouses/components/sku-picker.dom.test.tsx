// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { SkuPicker } from './sku-picker.tsx';

const ORG = '01JSKUPICKERORG';
const SKUS = `/api/organisations/${ORG}/skus`;

describe('the SKU picker', () => {
  it('searches once typing pauses, not once a keystroke', async () => {
    const requests = fakeFetch({
      [`GET ${SKUS}`]: (request) =>
        jsonResponse(200, {
          ...EMPTY_PAGE,
          data: request.url.searchParams.get('search')
            ? [{ id: 5, display_name: 'BP40-00017-EU', asin: 'B0ZBUNQ542' }]
            : [],
        }),
    });
    const { user } = renderUi(<SkuPicker organisationUlid={ORG} value={null} onChange={() => {}} />);
    await user.type(screen.getByLabelText('Find SKU'), 'BP40-00017-EU');
    expect(await screen.findByText('BP40-00017-EU')).toBeTruthy();
    const searches = requests.map((request) => request.url.searchParams.get('search'));
    // The empty list first, then the whole id once: never a request for each of its 13 characters.
    expect(searches).toEqual([null, 'BP40-00017-EU']);
  });
});
