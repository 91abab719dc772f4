import { createHash } from 'node:crypto';
import { DAY_MS } from '../dataset/time.ts';
import type { SimulatorRegion } from '../types.ts';

export type ProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';
export type FinalStatus = 'DONE' | 'CANCELLED' | 'FATAL';

export interface SimReport {
  reportId: string;
  sellingPartnerId: string;
  region: SimulatorRegion;
  reportType: string;
  marketplaceIds: string[];
  dataStartMs: number;
  dataEndMs: number;
  createdMs: number;
  status: ProcessingStatus;
  polls: number;
  /** Set by control.failNextReport: how this report ends instead of DONE. */
  forcedEnd?: 'FATAL' | 'CANCELLED';
  processingStartMs?: number;
  processingEndMs?: number;
  reportDocumentId?: string;
}

/** getReport serves only reports created in the last 90 days (reports use-case guide, step 2). */
const RETENTION_MS = 90 * DAY_MS;

/**
 * Reports and their processing. A report advances only when its owner polls it with getReport:
 * IN_QUEUE on the first poll, IN_PROGRESS on the next ones, and its end after `pollsUntilDone`
 * polls. At the end `decideEnd` says whether it has data (DONE) or is cancelled for want of it.
 */
export class ReportStore {
  private readonly reports = new Map<string, SimReport>();
  private readonly documents = new Map<string, SimReport>();
  private readonly failures = new Map<string, 'FATAL' | 'CANCELLED'>();
  private readonly published = new Map<string, SimReport>();
  private serial = 0;

  constructor(
    private readonly options: {
      seed: number;
      pollsUntilDone: number;
      now: () => number;
      decideEnd: (report: SimReport) => 'DONE' | 'CANCELLED';
    },
  ) {}

  create(input: Omit<SimReport, 'reportId' | 'createdMs' | 'status' | 'polls'>): SimReport {
    this.serial += 1;
    const report: SimReport = {
      ...input,
      reportId: String(50_000_000_000 + this.serial),
      createdMs: this.options.now(),
      status: 'IN_QUEUE',
      polls: 0,
    };
    const failure = this.failures.get(input.reportType);
    if (failure) {
      report.forcedEnd = failure;
      this.failures.delete(input.reportType);
    }
    this.reports.set(report.reportId, report);
    return report;
  }

  /**
   * A report Amazon made by itself (a settlement), DONE with its document since `createdMs`;
   * `key` names it, so publishing it again changes nothing.
   */
  publish(
    key: string,
    input: Omit<SimReport, 'reportId' | 'createdMs' | 'status' | 'polls'> & { createdMs: number },
  ): SimReport {
    const existing = this.published.get(key);
    if (existing) return existing;
    this.serial += 1;
    const report: SimReport = {
      ...input,
      reportId: String(50_000_000_000 + this.serial),
      status: 'DONE',
      polls: 0,
      processingStartMs: input.createdMs,
      processingEndMs: input.createdMs,
    };
    report.reportDocumentId = documentIdFor(this.options.seed, report);
    this.reports.set(report.reportId, report);
    this.documents.set(report.reportDocumentId, report);
    this.published.set(key, report);
    return report;
  }

  failNext(reportType: string, status: 'FATAL' | 'CANCELLED'): void {
    this.failures.set(reportType, status);
  }

  /** The seller's report, if it exists and is still retained. */
  find(sellingPartnerId: string, reportId: string): SimReport | undefined {
    const report = this.reports.get(reportId);
    return report && report.sellingPartnerId === sellingPartnerId && this.retained(report)
      ? report
      : undefined;
  }

  listOf(sellingPartnerId: string): SimReport[] {
    return [...this.reports.values()].filter(
      (report) => report.sellingPartnerId === sellingPartnerId && this.retained(report),
    );
  }

  document(reportDocumentId: string): SimReport | undefined {
    return this.documents.get(reportDocumentId);
  }

  /** One getReport: the report moves on a step unless it has ended. */
  poll(report: SimReport): SimReport {
    if (isFinal(report.status)) return report;
    report.polls += 1;
    const now = this.options.now();
    if (report.polls <= this.options.pollsUntilDone) {
      if (report.polls > 1 && report.status === 'IN_QUEUE') {
        report.status = 'IN_PROGRESS';
        report.processingStartMs = now;
      }
      return report;
    }
    const end: FinalStatus = report.forcedEnd ?? this.options.decideEnd(report);
    report.status = end;
    report.processingStartMs ??= now;
    report.processingEndMs = now;
    if (end !== 'CANCELLED') {
      report.reportDocumentId = documentIdFor(this.options.seed, report);
      this.documents.set(report.reportDocumentId, report);
    }
    return report;
  }

  /** Only a report still in the queue can be cancelled. */
  cancel(report: SimReport): boolean {
    if (report.status !== 'IN_QUEUE') return false;
    report.status = 'CANCELLED';
    report.processingEndMs = this.options.now();
    return true;
  }

  private retained(report: SimReport): boolean {
    return report.createdMs >= this.options.now() - RETENTION_MS;
  }
}

export function isFinal(status: ProcessingStatus): status is FinalStatus {
  return status === 'DONE' || status === 'CANCELLED' || status === 'FATAL';
}

/** amzn1.spdoc.1.4.na.<uuid>, the form of Amazon's report document ids. */
function documentIdFor(seed: number, report: SimReport): string {
  const hex = createHash('sha256').update(`${seed}:${report.reportId}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return `amzn1.spdoc.1.4.${report.region}.${uuid}`;
}
