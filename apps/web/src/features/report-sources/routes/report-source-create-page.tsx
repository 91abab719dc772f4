import { href } from '@backoffice/shared';
import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useCreateReportSource } from '../api/create-report-source.ts';
import { ReportSourceForm } from '../components/report-source-form.tsx';
import { createReportSourceBody, reportSourceFormValues } from '../components/report-source-form-schema.ts';

export function ReportSourceCreatePage() {
  const navigate = useNavigate();
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('manageReportSources');
  const create = useCreateReportSource();

  return (
    <div data-testid="report-source-create">
      <PageHeader title="New Report Source" />
      {!editable && <Alert variant="light">Only admins and owners can connect report sources.</Alert>}
      {editable && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          Selling on Amazon? Authorize your seller account on Amazon instead of typing credentials.
          <Link
            className="btn btn-primary"
            to={href('amazon.connect', {}, { organisation: organisationUlid })}
          >
            Connect Amazon account
          </Link>
        </Alert>
      )}
      <Card>
        <Card.Body>
          <ReportSourceForm
            defaultValues={reportSourceFormValues()}
            submitLabel="Connect source"
            disabled={!editable}
            onSubmit={async (values) => {
              const source = await create.mutateAsync({
                organisationUlid,
                body: createReportSourceBody(values),
              });
              notifySuccess(`${source.name} was connected.`, 'Report sources');
              void navigate(href('report-sources.edit', { organisation: organisationUlid, id: source.id }));
            }}
          />
        </Card.Body>
      </Card>
    </div>
  );
}
