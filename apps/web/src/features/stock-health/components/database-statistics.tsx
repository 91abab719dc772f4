import type { DatabaseStatistics } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';
import { When } from './when.tsx';

const KEPT_BY = {
  autovacuum: "PostgreSQL's autovacuum keeps them.",
  schedule: 'The product keeps them on the embedded database, checking every 10 minutes.',
  nobody: 'Autovacuum is off on this PostgreSQL server, so nothing keeps them.',
} as const;

/**
 * The database's planner statistics: on stale ones, lists that answer in milliseconds can take
 * seconds. Autovacuum off is a server setting to fix; a stale table on the embedded database
 * catches up at the next check.
 */
export function DatabaseStatisticsView({ statistics }: { statistics: DatabaseStatistics }) {
  const { kept_by: keptBy, stale } = statistics;
  if (keptBy !== 'nobody' && stale.length === 0) {
    return (
      <Alert variant="success" className="mb-0" data-testid="database-statistics">
        <div className="fw-semibold">The database's statistics are up to date.</div>
        <span className="small">{KEPT_BY[keptBy]}</span>
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
      <div className="small">
        {KEPT_BY[keptBy]}
        {keptBy === 'nobody' &&
          ' Turn autovacuum on (autovacuum = on, track_counts = on) or run ANALYZE regularly.'}
      </div>
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
