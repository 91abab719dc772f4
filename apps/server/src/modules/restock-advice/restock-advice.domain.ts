/** A marketplace a restock report may be of, with its country's code and name. */
export interface CandidateMarketplace {
  id: number;
  countryCode: string;
  countryName: string | null;
}

/**
 * Which of the report's marketplaces a line is of. Amazon's report is of the one marketplace it
 * was requested for, whatever its `Country` says; a file uploaded without one names its country
 * on every line, by code (`US`, `GB`) or by name (`United Kingdom`), which picks the marketplace
 * among those of its source. Null when none fits.
 */
export function marketplaceOfLine(
  country: string | null,
  candidates: readonly CandidateMarketplace[],
): CandidateMarketplace | null {
  if (candidates.length === 1) return candidates[0] ?? null;
  if (!country) return null;
  const wanted = country.trim().toLowerCase();
  const matching = candidates.filter(
    (candidate) =>
      candidate.countryCode.toLowerCase() === wanted || candidate.countryName?.toLowerCase() === wanted,
  );
  return matching.length === 1 ? (matching[0] ?? null) : null;
}

/** Whether a report of `asOf` (request `requestId`) is older than the advice kept: it does not replace it. */
export function isOlderThanKept(
  report: { asOf: Date; reportRequestId: number },
  kept: { asOf: Date; reportRequestId: number } | null,
): boolean {
  if (!kept) return false;
  const difference = report.asOf.getTime() - kept.asOf.getTime();
  return difference < 0 || (difference === 0 && report.reportRequestId < kept.reportRequestId);
}
