import type { SearchGroup } from '@backoffice/shared';
import type { KeyboardEvent } from 'react';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { SkuThumbnail } from '../../../components/ui/sku-thumbnail.tsx';
import { searchLinkPath } from '../search-link.ts';
import { Highlighted } from './highlighted.tsx';

/**
 * The hits grouped by kind, each a link to its screen with the query highlighted. Arrow keys move
 * between the links (the page's input hands focus to the first); Enter follows one, as any link.
 */
export function SearchResults({
  groups,
  query,
  organisationUlid,
  onLeaveTop,
}: {
  groups: SearchGroup[];
  query: string;
  organisationUlid: string;
  /** Arrow up on the first hit: back to the search input. */
  onLeaveTop: () => void;
}) {
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-search-hit]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && at === 0) onLeaveTop();
    else links[event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the links inside; each link stays a link.
    <div className="d-flex flex-column gap-3" onKeyDown={moveFocus} data-testid="search-results">
      {groups.map((group) => (
        <Card key={group.kind} as="section" aria-labelledby={`search-group-${group.kind}`}>
          <Card.Header className="d-flex align-items-center justify-content-between gap-2">
            <h2 className="h6 mb-0" id={`search-group-${group.kind}`}>
              {group.label}
            </h2>
            {group.has_more && group.all && (
              <Link to={searchLinkPath(group.all, organisationUlid)} className="small">
                Show all {group.label} matching “{query}”
              </Link>
            )}
          </Card.Header>
          <ListGroup variant="flush">
            {group.hits.map((hit) => (
              <ListGroup.Item
                key={hit.id}
                action
                as={Link}
                to={searchLinkPath(hit.link, organisationUlid)}
                data-search-hit=""
                className="text-break"
              >
                <div className="d-flex align-items-center gap-2">
                  {group.kind === 'skus' && <SkuThumbnail url={hit.image_url} title={hit.title} />}
                  <div>
                    <div className="fw-semibold">
                      <Highlighted text={hit.title} query={query} />
                    </div>
                    {hit.subtitle && (
                      <div className="small text-body-secondary">
                        <Highlighted text={hit.subtitle} query={query} />
                      </div>
                    )}
                  </div>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Card>
      ))}
    </div>
  );
}
