import type { DatabaseStatistics } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';
import { When } from './when.tsx';

function keeper({ kept_by: keptBy, autovacuum_off: autovacuumOff }: DatabaseStatistics): string {
  if (keptBy === 'autovacuum') return "PostgreSQL's autovacuum keeps them.";
  if (keptBy === 'nobody')
    return 'The database counts no changes (track_counts is off), so nothing can tell when they go stale. Turn track_counts on.';
  if (autovacuumOff)
    return "Autovacuum is off on this PostgreSQL server: the product vacuums and analyses by autovacuum's rule every 10 minutes instead. Turning autovacuum on (autovacuum = on) is better.";
  return "The product keeps them on the embedded database, by autovacuum's rule, checking every 10 minutes.";
}

/**
 * The database's planner statistics: on stale ones, lists that answer in milliseconds can take
 * seconds. Autovacuum off is a server setting to fix (the product stands in meanwhile); a stale
 * table catches up at the product's next check.
 */
export function DatabaseStatisticsView({ statistics }: { statistics: DatabaseStatistics }) {
  const { kept_by: keptBy, autovacuum_off: autovacuumOff, stale } = statistics;
  if (keptBy !== 'nobody' && stale.length === 0) {
    return (
      <Alert
        variant={autovacuumOff ? 'secondary' : 'success'}
        className="mb-0"
        data-testid="database-statistics"
      >
        <div className="fw-semibold">The database's statistics are up to date.</div>
        <span className="small">{keeper(statistics)}</span>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="mb-0" data-testid="database-statistics">
      <div className="fw-semibold">
        {stale.length > 0
          ? `The database's statistics are stale on ${countOf(stale.length, 'table', 'tables')}: screens may load slowly until they are refreshed.`
          : "The database's statistics are not being kept: screens may load slowly as data grows."}
      </div>
      <div className="small">{keeper(statistics)}</div>
      {stale.length > 0 && (
        <ul className="small mb-0 mt-2">
          {stale.map((table) => (
            <li key={table.table}>
              <code>{table.table}</code>, last analysed <When value={table.last_analysed_at} never="never" />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
