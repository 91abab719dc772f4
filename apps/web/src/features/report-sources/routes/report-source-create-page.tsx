import { can, href } from '@backoffice/shared';
import { Alert, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { useCreateReportSource } from '../api/create-report-source.ts';
import { ReportSourceForm } from '../components/report-source-form.tsx';
import { createReportSourceBody } from '../components/report-source-form-schema.ts';

export function ReportSourceCreatePage() {
  const navigate = useNavigate();
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'manageReportSources');
  const create = useCreateReportSource();

  return (
    <div data-testid="report-source-create">
      <PageHeader title="New Report Source" />
      {!editable && <Alert variant="light">Only admins and owners can connect report sources.</Alert>}
      <Card>
        <Card.Body>
          <ReportSourceForm
            pending={create.isPending}
            submitLabel="Connect source"
            disabled={!editable}
            onSubmit={(values, _cleared, showErrors) =>
              create.mutate(
                { organisation: ulid, body: createReportSourceBody(values) },
                {
                  onSuccess: (source) => {
                    notifySuccess(`${source.name} was connected.`, 'Report sources');
                    void navigate(href('report-sources.edit', { organisation: ulid, id: source.id }));
                  },
                  onError: showErrors,
                },
              )
            }
          />
        </Card.Body>
      </Card>
    </div>
  );
}
