// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { StockTable } from './stock-table.tsx';

const ORG = '01JSTOCKTABLEORG';
const WAREHOUSE = '01JSTOCKTABLEWH';
const STOCK = `/api/organisations/${ORG}/warehouses/${WAREHOUSE}/stock`;

describe('a warehouse stock table', () => {
  it('lists the SKUs in stock, as the summary counts them, and those at zero when asked', async () => {
    const requests = fakeFetch({ [`GET ${STOCK}`]: () => jsonResponse(200, EMPTY_PAGE) });
    const { user, query } = renderUi(<StockTable organisationUlid={ORG} warehouseUlid={WAREHOUSE} />);
    const filters = () => requests.map((request) => request.url.searchParams.get('in_stock'));
    await waitFor(() => expect(filters()).toEqual(['true']));
    expect(await screen.findByText(/Nothing in stock here/)).toBeTruthy();

    await user.click(screen.getByLabelText('Include SKUs at zero'));
    await waitFor(() => expect(filters()).toEqual(['true', 'all']));
    expect(query()).toMatchObject({ in_stock: 'all' });
  });
});
