import { AMAZON_CONNECT_ERRORS, can, isAmazonConnectErrorCode, type Organisation } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { useLocalStore } from '../../../lib/local-store.ts';
import { useUser } from '../../../lib/use-user.ts';
import { useStartAmazonConnect } from '../api/start-amazon-connect.ts';
import { AmazonConnectExplanation } from '../components/amazon-connect-explanation.tsx';
import { AmazonConnectForm } from '../components/amazon-connect-form.tsx';
import { regionOfCode, sellerCentralRegions } from '../components/amazon-connect-form-schema.ts';

/** Amazon's consent page is another site: the whole window goes there, and Amazon sends it back. */
const goToAmazon = (url: string) => window.location.assign(url);

/**
 * /amazon/connect, outside the organisation prefix (spec section 2): the organisation comes from
 * `?organisation` (the callback's, or a source's "Connect again"), else the remembered one.
 * `?report_source_id` connects that source again; `?error` says why the last try failed.
 */
export function AmazonConnectPage({ openAmazon = goToAmazon }: { openAmazon?: (url: string) => void }) {
  const user = useUser();
  const remembered = useLocalStore(rememberedOrganisation);
  const [params] = useSearchParams();
  const manageable = user.organisations.filter((organisation) =>
    can(organisation.role, 'manageReportSources'),
  );
  const byUlid = (ulid: string | null) => manageable.find((organisation) => organisation.ulid === ulid);
  const organisation: Organisation | undefined =
    byUlid(params.get('organisation')) ?? byUlid(remembered) ?? manageable[0];
  const reportSourceId = Number(params.get('report_source_id')) || null;
  const reference = useQuery(referenceQueryOptions());
  const sources = useQuery({
    ...reportSourcesQueryOptions(organisation?.ulid ?? ''),
    enabled: organisation !== undefined && reportSourceId !== null,
  });
  const source = sources.data?.find((candidate) => candidate.id === reportSourceId);
  const start = useStartAmazonConnect();
  const error = params.get('error');

  const form = () => {
    if (!organisation)
      return (
        <Alert variant="light">
          {user.organisations.length === 0
            ? 'Create or join an organisation first: Amazon accounts are connected to one.'
            : AMAZON_CONNECT_ERRORS.forbidden}
        </Alert>
      );
    if (reportSourceId !== null && sources.isPending) return <LoadingState label="Loading report source…" />;
    // The home sites are the reference data's marketplaces: the picker waits for them.
    if (reference.isError)
      return <Alert variant="danger">Amazon's sites could not be loaded. Please reload the page.</Alert>;
    if (!reference.data) return <LoadingState label="Loading Amazon sites…" />;
    const region = regionOfCode(source?.region_code);
    return (
      <>
        {reportSourceId !== null && !source && (
          <Alert variant="warning">
            {AMAZON_CONNECT_ERRORS.source_not_found} A new source will be created.
          </Alert>
        )}
        <AmazonConnectForm
          organisations={manageable}
          organisationFixed={source !== undefined}
          region={region}
          regions={sellerCentralRegions(reference.data)}
          defaultValues={{
            organisation: organisation.ulid,
            name: source?.name ?? '',
            home_site: source?.home_site ?? '',
          }}
          onSubmit={async (values) => {
            const { authorize_url } = await start.mutateAsync({
              organisationUlid: values.organisation,
              body: { name: values.name, home_site: values.home_site, report_source_id: source?.id },
            });
            openAmazon(authorize_url);
          }}
        />
      </>
    );
  };

  return (
    <div data-testid="amazon-connect">
      <PageHeader title={source ? `Connect ${source.name} again` : 'Connect Amazon'} />
      {error && (
        <Alert variant="danger" role="alert" data-testid="amazon-connect-error">
          {isAmazonConnectErrorCode(error)
            ? AMAZON_CONNECT_ERRORS[error]
            : AMAZON_CONNECT_ERRORS.amazon_error}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={7}>
          <Card>
            <Card.Body>{form()}</Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card>
            <Card.Body>
              <AmazonConnectExplanation />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
