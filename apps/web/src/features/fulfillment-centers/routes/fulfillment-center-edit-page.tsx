import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { fulfillmentCenterQueryOptions } from '../api/get-fulfillment-center.ts';
import { useUpdateFulfillmentCenter } from '../api/update-fulfillment-center.ts';
import { FulfillmentCenterForm } from '../components/fulfillment-center-form.tsx';
import { fulfillmentCenterFormValues } from '../components/fulfillment-center-form-schema.ts';
import { useFulfillmentCenterFormOptions } from '../hooks/use-fulfillment-center-form-options.ts';

export function FulfillmentCenterEditPage() {
  const navigate = useNavigate();
  const id = useRouteId();
  const { organisationUlid, can } = useCurrentOrganisation();
  const formOptions = useFulfillmentCenterFormOptions();
  const editable = can('editOperationalData');
  const center = useQuery(fulfillmentCenterQueryOptions(organisationUlid, id));
  const update = useUpdateFulfillmentCenter();
  const listPath = href('fulfillment-centers', { organisation: organisationUlid });

  if (!center.isSuccess) {
    return (
      <PageState
        title="Edit Fulfillment Center"
        query={center}
        loading="Loading fulfilment centre…"
        error="The fulfilment centre could not be loaded."
        notFound="This fulfilment centre does not exist, or it has been deleted."
      >
        <Link to={listPath}>All fulfilment centres</Link>
      </PageState>
    );
  }

  return (
    <div data-testid="fulfillment-center-edit">
      <PageHeader title={`Edit ${center.data.name}`}>
        <Link to={listPath} className="btn btn-outline-secondary">
          All fulfilment centres
        </Link>
      </PageHeader>
      {!editable && <Alert variant="light">Viewers cannot change fulfilment centres.</Alert>}
      <Card>
        <Card.Body>
          {formOptions ? (
            <FulfillmentCenterForm
              options={formOptions}
              defaultValues={fulfillmentCenterFormValues(center.data)}
              submitLabel="Save"
              disabled={!editable}
              onSubmit={async (body) => {
                const saved = await update.mutateAsync({ organisationUlid, id, body });
                notifySuccess(`${saved.name} was saved.`, 'Fulfillment centers');
                void navigate(listPath);
              }}
            />
          ) : (
            <LoadingState label="Loading marketplaces…" />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
