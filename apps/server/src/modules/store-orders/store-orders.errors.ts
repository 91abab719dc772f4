import { AppError } from '../../lib/app-error.ts';

/** The store orders' errors, each with its stable code. */
export const storeOrderErrors = {
  noProblemToAcknowledge: () => {
    const message = 'This order has no problem to acknowledge.';
    return new AppError(422, 'store_orders.no_problem', message, { note: [message] });
  },
};
