import type { ReactNode } from 'react';

/** One part of the screen, named for assistive technology by its heading's text. */
export function HealthSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="mb-4" aria-label={title} data-testid={testId}>
      <h2 className="h5 mb-3">{title}</h2>
      {children}
    </section>
  );
}
