import { errorList, inPath, inQuery, type OperationModel, present } from './operation-model.ts';
import { array, boolean, dateTime, integer, map, object, oneOf, string } from './schema.ts';

/**
 * Reports API 2021-06-30, as Amazon's public models repository describes it in
 * models/reports-api-model/reports_2021-06-30.json (at the snapshot index.ts names): createReport,
 * getReports, getReport, cancelReport and getReportDocument.
 */

const STATUSES = ['CANCELLED', 'DONE', 'FATAL', 'IN_PROGRESS', 'IN_QUEUE'] as const;
const MODEL = 'reports_2021-06-30.json';
const errors = errorList();

/** `Report`: getReport's answer as it is, and each of getReports'. */
const report = object(
  {
    marketplaceIds: array(string()),
    reportId: string(),
    reportType: string(),
    dataStartTime: dateTime(),
    dataEndTime: dateTime(),
    reportScheduleId: string(),
    createdTime: dateTime(),
    processingStatus: oneOf(STATUSES),
    processingStartTime: dateTime(),
    processingEndTime: dateTime(),
    reportDocumentId: string(),
  },
  ['reportId', 'reportType', 'createdTime', 'processingStatus'],
);

export const REPORTS: readonly OperationModel[] = [
  {
    model: MODEL,
    name: 'createReport',
    method: 'POST',
    path: '/reports/2021-06-30/reports',
    parameters: [],
    body: object(
      {
        reportType: string(),
        marketplaceIds: array(string(), { min: 1, max: 25 }),
        dataStartTime: dateTime(),
        dataEndTime: dateTime(),
        reportOptions: map(string()),
      },
      ['reportType', 'marketplaceIds'],
    ),
    responses: { 202: object({ reportId: string() }, ['reportId']) },
    errors,
  },
  {
    model: MODEL,
    name: 'getReports',
    method: 'GET',
    path: '/reports/2021-06-30/reports',
    parameters: [
      inQuery('reportTypes', array(string(), { min: 1, max: 10 })),
      inQuery('processingStatuses', array(oneOf(STATUSES), { min: 1 })),
      inQuery('marketplaceIds', array(string(), { min: 1, max: 10 })),
      inQuery('pageSize', integer({ min: 1, max: 100 })),
      inQuery('createdSince', dateTime()),
      inQuery('createdUntil', dateTime()),
      inQuery('nextToken', string()),
    ],
    responses: { 200: object({ reports: array(report), nextToken: string() }, ['reports']) },
    errors,
    // In the descriptions of reportTypes and nextToken.
    rules: (query) => {
      if (present(query, 'nextToken'))
        return query.size > 1 ? ['getReports: nextToken must be the only parameter'] : [];
      return present(query, 'reportTypes') ? [] : ['getReports: reportTypes or nextToken is required'];
    },
  },
  {
    model: MODEL,
    name: 'getReport',
    method: 'GET',
    path: '/reports/2021-06-30/reports/{reportId}',
    parameters: [inPath('reportId')],
    responses: { 200: report },
    errors,
  },
  {
    model: MODEL,
    name: 'cancelReport',
    method: 'DELETE',
    path: '/reports/2021-06-30/reports/{reportId}',
    parameters: [inPath('reportId')],
    responses: { 200: null },
    errors,
  },
  {
    model: MODEL,
    name: 'getReportDocument',
    method: 'GET',
    path: '/reports/2021-06-30/documents/{reportDocumentId}',
    parameters: [inPath('reportDocumentId'), inQuery('enableContentEncodingUrlHeader', boolean())],
    responses: {
      200: object({ reportDocumentId: string(), url: string(), compressionAlgorithm: oneOf(['GZIP']) }, [
        'reportDocumentId',
        'url',
      ]),
    },
    errors,
  },
];
