/**
 * What other modules may read of report-sources (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import report-sources's tables or repositories.
 */
