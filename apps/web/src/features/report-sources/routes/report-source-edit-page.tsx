import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { ConfirmDeleteButton } from '../../warehouses/components/confirm-delete-button.tsx';
import { useDeleteReportSource } from '../api/delete-report-source.ts';
import { reportSourceQueryOptions } from '../api/get-report-source.ts';
import { useUpdateReportSource } from '../api/update-report-source.ts';
import { ReportSourceForm } from '../components/report-source-form.tsx';
import { updateReportSourceBody } from '../components/report-source-form-schema.ts';
import { ReportSourceSalesChannels } from '../components/report-source-sales-channels.tsx';
import { SyncStatus } from '../components/sync-status.tsx';

export function ReportSourceEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'manageReportSources');
  const source = useQuery(reportSourceQueryOptions(ulid, id));
  const update = useUpdateReportSource({
    onSuccess: (saved) => notifySuccess(`${saved.name} was saved.`, 'Report sources'),
  });
  const remove = useDeleteReportSource({
    onSuccess: () => {
      notifySuccess(`${source.data?.name ?? 'The source'} was deleted.`, 'Report sources');
      void navigate(href('dashboard', { organisation: ulid }));
    },
  });

  if (source.isPending) return <PageSpinner label="Loading report source…" />;
  if (source.isError) {
    return (
      <>
        <PageHeader title="Edit Report Source" />
        <Alert variant="danger">The report source could not be loaded.</Alert>
      </>
    );
  }
  const data = source.data;
  return (
    <div data-testid="report-source-edit">
      <PageHeader title={`Edit ${data.name}`} />
      {!editable && <Alert variant="light">Only admins and owners can change report sources.</Alert>}
      <Row className="g-4">
        <Col lg={7}>
          <Card className="mb-4">
            <Card.Body>
              <ReportSourceForm
                // A saved source comes back with new has_* flags: the form starts again from it.
                key={data.updated_at}
                source={data}
                pending={update.isPending}
                submitLabel="Save"
                disabled={!editable}
                onSubmit={(values, cleared, showErrors) =>
                  update.mutate(
                    { organisation: ulid, id, body: updateReportSourceBody(values, cleared) },
                    { onError: showErrors },
                  )
                }
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <ReportSourceSalesChannels organisation={ulid} source={data} />
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
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate({ organisation: ulid, id })}
                />
              </Card.Body>
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
}
