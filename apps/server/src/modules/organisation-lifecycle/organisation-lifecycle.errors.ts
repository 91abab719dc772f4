import { AppError, fieldError } from '../../lib/app-error.ts';

/** The organisation lifecycle's errors, each with its stable code. */
export const organisationLifecycleErrors = {
  /** The confirmation: the organisation's name, typed exactly as it is. */
  nameMismatch: (name: string) =>
    fieldError(
      'organisations.delete_name_mismatch',
      'name',
      `Type the organisation's name exactly as it is written ("${name}") to delete it.`,
    ),
  /** Only an owner deletes; re-checked under lock, as the role may have changed since the request began. */
  notOwner: () =>
    new AppError(403, 'organisations.delete_not_owner', 'Only an owner can delete the organisation.'),
};
