/**
 * What other modules may read of reimbursements (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import reimbursements's tables or repositories.
 */
