import { APP_NAME } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';

/** The frame of the public pages: the product name above one centred card. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container className="py-5 auth-page">
      <p className="text-center fs-4 fw-semibold mb-4">{APP_NAME}</p>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4 mb-4">{title}</h1>
          {children}
        </Card.Body>
        {footer && <Card.Footer className="text-center small py-3">{footer}</Card.Footer>}
      </Card>
    </Container>
  );
}
