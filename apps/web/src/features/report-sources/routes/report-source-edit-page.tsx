import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useDeleteReportSource } from '../api/delete-report-source.ts';
import { reportSourceQueryOptions } from '../api/get-report-source.ts';
import { useUpdateReportSource } from '../api/update-report-source.ts';
import { ReportSourceForm } from '../components/report-source-form.tsx';
import { reportSourceFormValues, updateReportSourceBody } from '../components/report-source-form-schema.ts';
import { ReportSourceSalesChannels } from '../components/report-source-sales-channels.tsx';
import { SyncStatus } from '../components/sync-status.tsx';

export function ReportSourceEditPage() {
  const navigate = useNavigate();
  const id = useRouteId();
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('manageReportSources');
  // The Amazon callback lands here with ?connected=1 after a successful connection.
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected') === '1';
  const source = useQuery(reportSourceQueryOptions(organisationUlid, id));
  const update = useUpdateReportSource();
  const remove = useDeleteReportSource({
    onSuccess: () => {
      notifySuccess(`${source.data?.name ?? 'The source'} was deleted.`, 'Report sources');
      void navigate(href('dashboard', { organisation: organisationUlid }));
    },
  });

  if (!source.isSuccess) {
    return (
      <PageState
        title="Edit Report Source"
        query={source}
        loading="Loading report source…"
        error="The report source could not be loaded."
        notFound="This report source does not exist, or it has been deleted."
      >
        <Link to={href('dashboard', { organisation: organisationUlid })}>Back to the dashboard</Link>
      </PageState>
    );
  }
  const data = source.data;
  return (
    <div data-testid="report-source-edit">
      <PageHeader title={`Edit ${data.name}`}>
        {editable && data.type === 'amazon' && (
          <Link
            className="btn btn-outline-primary"
            to={href('amazon.connect', {}, { organisation: organisationUlid, report_source_id: id })}
          >
            {data.has_auth_token ? 'Connect Amazon account again' : 'Connect Amazon account'}
          </Link>
        )}
      </PageHeader>
      {connected && (
        <Alert
          variant="success"
          dismissible
          onClose={() =>
            setParams(
              (current) => {
                current.delete('connected');
                return current;
              },
              { replace: true },
            )
          }
          data-testid="amazon-connected"
        >
          Connected to Amazon. The marketplaces this account sells in are now its sales channels.
        </Alert>
      )}
      {!editable && <Alert variant="light">Only admins and owners can change report sources.</Alert>}
      <Row className="g-4">
        <Col lg={7}>
          <Card className="mb-4">
            <Card.Body>
              <ReportSourceForm
                // A saved source comes back with new has_* flags: the form starts again from it.
                key={data.updated_at}
                source={data}
                defaultValues={reportSourceFormValues(data)}
                submitLabel="Save"
                disabled={!editable}
                onSubmit={async (values, cleared) => {
                  const saved = await update.mutateAsync({
                    organisationUlid,
                    id,
                    body: updateReportSourceBody(values, cleared),
                  });
                  notifySuccess(`${saved.name} was saved.`, 'Report sources');
                }}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <ReportSourceSalesChannels organisationUlid={organisationUlid} source={data} />
          <Card className="mb-4">
            <Card.Header as="h2" className="h5">
              Sync
            </Card.Header>
            <Card.Body>
              <SyncStatus source={data} />
            </Card.Body>
          </Card>
          {editable && (
            <Card border="danger">
              <Card.Body>
                <h2 className="h6">Delete this source</h2>
                <p className="small text-body-secondary">
                  Its credentials are removed and it stops syncing. This cannot be undone.
                </p>
                <ConfirmDeleteButton
                  label="Delete source"
                  title={`Delete ${data.name}?`}
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate({ organisationUlid, id })}
                >
                  Its credentials are removed and it stops syncing. This cannot be undone.
                </ConfirmDeleteButton>
              </Card.Body>
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
}
