import { APP_NAME, APP_VERSION, COPYRIGHT_HOLDER } from '@backoffice/shared';
import { Container } from 'react-bootstrap';

export function Footer() {
  return (
    <footer className="app-footer border-top py-3 small text-body-secondary" data-testid="footer">
      <Container fluid className="d-flex flex-wrap justify-content-between gap-2">
        <span>
          {APP_NAME} <span data-testid="app-version">version {APP_VERSION}</span>
        </span>
        <span>
          © {new Date().getFullYear()} {COPYRIGHT_HOLDER}
        </span>
      </Container>
    </footer>
  );
}
