import type { SellerDataset } from '../dataset/seller-dataset.ts';
import type { DocumentSigner } from '../reports/document-url.ts';
import type { ReportStore } from '../reports/report-store.ts';
import type { SimulatorSeller } from '../types.ts';
import type { UsagePlan } from './rate-limiter.ts';

/** One SP-API operation: its route, its usage plan and the handler that answers it. */
export interface OperationSpec extends UsagePlan {
  /** Amazon's operationId, the name calls are recorded and throttled under. */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path after the region prefix, with {placeholders}. */
  path: string;
  handler: OperationHandler;
}

export interface SpApiServices {
  reports: ReportStore;
  signer: DocumentSigner;
  /** http://127.0.0.1:PORT, known once the server listens. */
  baseUrl(): string;
  /** Days of a settlement period (SimulatorOptions.settlementDays). */
  settlementDays: number;
}

/** What a handler gets: the authorised seller, the request, and the clock read once per request. */
export interface OperationContext {
  seller: SimulatorSeller;
  dataset: SellerDataset;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  nowMs: number;
  services: SpApiServices;
}

export interface OperationResult {
  status: number;
  body?: unknown;
}

export type OperationHandler = (context: OperationContext) => OperationResult;
