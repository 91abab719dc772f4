import { salesRegionName, salesRegionsOfCountries, type Warehouse } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col xs={6} md={3}>
      <div className="small text-body-secondary">{label}</div>
      <div className="fw-semibold">{children}</div>
    </Col>
  );
}

/**
 * The regions of sale planning counts the warehouse's stock for (from its countries): one region,
 * several (its units are shared between their plans), or every region when it names no country.
 */
function regionsServed(warehouse: Warehouse): string {
  const regions = salesRegionsOfCountries(warehouse.countries.map((country) => country.country_code));
  if (regions.length === 0) return 'Every region (no country set)';
  const names = regions.map(salesRegionName).join(', ');
  return regions.length > 1 ? `${names}: shared between their plans` : names;
}

/** The warehouse at a glance: where it serves, where its data comes from, what it holds. */
export function WarehouseSummary({ warehouse }: { warehouse: Warehouse }) {
  return (
    <Card className="mb-4" data-testid="warehouse-summary">
      <Card.Body>
        <Row className="g-3">
          <Figure label="Countries">
            {warehouse.countries.length === 0
              ? '–'
              : warehouse.countries.map((country) => country.name).join(', ')}
          </Figure>
          <Figure label="Plans for">
            <span data-testid="warehouse-regions">{regionsServed(warehouse)}</span>
          </Figure>
          <Figure label="Report source">{warehouse.report_source?.name ?? '–'}</Figure>
          <Figure label="SKUs in stock">{warehouse.sku_count.toLocaleString()}</Figure>
          <Figure label="Units">
            <span data-testid="warehouse-units">{warehouse.stock.toLocaleString()}</span>
          </Figure>
          {warehouse.foreign_id && <Figure label="Foreign ID">{warehouse.foreign_id}</Figure>}
        </Row>
      </Card.Body>
    </Card>
  );
}
