/**
 * A report file that cannot be read as a whole: of another type, missing required columns, empty,
 * or damaged. The message is written for the seller who uploaded or requested it.
 */
export class ReportFormatError extends Error {
  override readonly name = 'ReportFormatError';
}
