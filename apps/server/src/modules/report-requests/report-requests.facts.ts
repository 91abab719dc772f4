/**
 * What other modules may read of report-requests (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import report-requests's tables or repositories.
 */
