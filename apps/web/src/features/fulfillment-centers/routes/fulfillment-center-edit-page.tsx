import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { fulfillmentCenterQueryOptions } from '../api/get-fulfillment-center.ts';
import { useUpdateFulfillmentCenter } from '../api/update-fulfillment-center.ts';
import { FulfillmentCenterForm } from '../components/fulfillment-center-form.tsx';

export function FulfillmentCenterEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'editOperationalData');
  const center = useQuery(fulfillmentCenterQueryOptions(ulid, id));
  const update = useUpdateFulfillmentCenter();
  const listPath = href('fulfillment-centers', { organisation: ulid });

  return (
    <div data-testid="fulfillment-center-edit">
      <PageHeader title={center.data ? `Edit ${center.data.name}` : 'Edit Fulfillment Center'}>
        <Link to={listPath} className="btn btn-outline-secondary">
          All fulfilment centres
        </Link>
      </PageHeader>
      {!editable && <Alert variant="light">Viewers cannot change fulfilment centres.</Alert>}
      {center.isPending ? (
        <PageSpinner label="Loading fulfilment centre…" />
      ) : center.isError ? (
        <Alert variant="danger">The fulfilment centre could not be loaded.</Alert>
      ) : (
        <Card>
          <Card.Body>
            <FulfillmentCenterForm
              center={center.data}
              pending={update.isPending}
              submitLabel="Save"
              disabled={!editable}
              onSubmit={(body, showErrors) =>
                update.mutate(
                  { organisation: ulid, id, body },
                  {
                    onSuccess: (saved) => {
                      notifySuccess(`${saved.name} was saved.`, 'Fulfillment centers');
                      void navigate(listPath);
                    },
                    onError: showErrors,
                  },
                )
              }
            />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
