import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { skuQueryOptions } from '../api/get-sku.ts';
import { DeleteSkuButton } from '../components/delete-sku-button.tsx';
import { SkuForm } from '../components/sku-form.tsx';

export function SkuEditPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const id = useRouteId();
  const navigate = useNavigate();
  const sku = useQuery(skuQueryOptions(ulid, id));
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;

  if (sku.isPending) {
    return (
      <>
        <PageHeader title="Edit SKU" />
        <PageSpinner label="Loading SKU…" />
      </>
    );
  }
  if (sku.isError) {
    return (
      <>
        <PageHeader title="Edit SKU" />
        <p className="text-danger">The SKU could not be loaded.</p>
      </>
    );
  }
  const showPath = href('skus.show', { organisation: ulid, id });

  return (
    <div data-testid="sku-edit-page">
      <PageHeader title={`Edit SKU ${sku.data.sku_id}`}>
        <Link to={showPath}>Back to SKU</Link>
      </PageHeader>
      {!editable && <p className="text-body-secondary">Viewers can look but not change SKUs.</p>}
      <Card className="mb-4">
        <Card.Body>
          <fieldset disabled={!editable}>
            <SkuForm organisation={ulid} sku={sku.data} onSaved={() => void navigate(showPath)} />
          </fieldset>
        </Card.Body>
      </Card>
      {editable && (
        <Card border="danger">
          <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            <h2 className="h6 mb-0">Delete this SKU</h2>
            <DeleteSkuButton organisation={ulid} sku={sku.data} />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
