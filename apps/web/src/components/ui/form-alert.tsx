import { Alert } from 'react-bootstrap';

/** Server errors that belong to no single field (e.g. an invalid reset token). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  );
}
