import { APP_NAME } from '@backoffice/shared';

/** What connecting does and what it lets the product do, before the seller is sent to Amazon. */
export function AmazonConnectExplanation() {
  return (
    <div className="small" data-testid="amazon-connect-explanation">
      <h2 className="h6">What happens when you connect</h2>
      <ol className="ps-3">
        <li>You are sent to Amazon Seller Central of the home site you chose, and sign in there.</li>
        <li>
          Amazon asks you to authorize {APP_NAME} for your seller account. One authorization covers every
          marketplace of the site's region you sell in (North America, Europe with India and the Middle East,
          or the Far East); other regions are connected separately.
        </li>
        <li>
          Back here, the account becomes a report source, and each marketplace it sells in becomes one of its
          sales channels.
        </li>
      </ol>
      <h2 className="h6">What {APP_NAME} may do</h2>
      <p>
        It reads your orders, FBA inventory, inbound shipments and reports (inventory ledger, reimbursements,
        returns) through Amazon's Selling Partner API, every day. It only reads: it never changes your
        listings, prices or shipments on Amazon. Your password is never shared with {APP_NAME}; the
        authorization is stored encrypted.
      </p>
      <p className="mb-0">
        You can revoke it at any time in Seller Central, under Apps and Services → Manage Your Apps; the
        source then stops syncing until you connect it again.
      </p>
    </div>
  );
}
