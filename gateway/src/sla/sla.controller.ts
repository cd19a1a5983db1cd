import { slaReportQuerySchema, type SlaReportQuery } from '@bytecraft/contracts/records/sla';
import { Controller, Get, Headers, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { Trace, type RequestTrace } from '../http/request-id';
import { ApiName, openApiSchema, SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { slaReportAnswerSchema } from './sla-report.docs';
import { SlaReports } from './sla-reports.service';

const CSV = 'text/csv';

/**
 * The report of promises kept and missed, for any staff member, as the dashboard's figures are:
 * JSON, or CSV when `format=csv` or the client accepts CSV.
 */
@StaffOnlyDocs()
@ApiName('Sla')
@Controller('admin/sla')
export class SlaController {
  constructor(private readonly reports: SlaReports) {}

  @Get()
  @ApiProduces('application/json', CSV)
  @ApiOkResponse({
    description: 'The report (JSON), or as CSV with `format=csv`',
    schema: openApiSchema(slaReportAnswerSchema),
  })
  async report(
    @SchemaQuery(slaReportQuerySchema) query: SlaReportQuery,
    @Headers('accept') accept: string | undefined,
    @Trace() trace: RequestTrace,
  ) {
    const report = await this.reports.report(query, trace.requestId);
    if (query.format !== 'csv' && !(query.format === undefined && accept?.includes(CSV))) {
      return { success: true, data: report };
    }
    return new StreamableFile(Buffer.from(await this.reports.csv(report)), {
      type: `${CSV}; charset=utf-8`,
      disposition: `attachment; filename="sla-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.csv"`,
    });
  }
}
