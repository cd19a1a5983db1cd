import { RECORD_KINDS, WORKED_SERVICES } from '@bytecraft/contracts/records';
import {
  slaEventsRequestOf,
  slaReportOf,
  type SlaEvent,
  type SlaReport,
  type SlaReportQuery,
} from '@bytecraft/contracts/records/sla';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable } from '@nestjs/common';
import { csvLine } from '../http/csv';
import { askEach } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { StaffAccountsService } from '../staff/staff-accounts.service';

const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));
const hours = (value: number | null) => (value === null ? '' : value.toFixed(2));

/**
 * The report of the promises staff kept and missed: each service owning worked kinds tells of
 * its promises that ended in the span (of the kind asked, only its owner is asked), merged here,
 * since one owner's promises span services.
 */
@Injectable()
export class SlaReports {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly accounts: StaffAccountsService,
  ) {}

  async report(query: SlaReportQuery, requestId: string): Promise<SlaReport> {
    const request = slaEventsRequestOf(query, new Date());
    const asked = request.kind ? [RECORD_KINDS[request.kind].service] : WORKED_SERVICES;
    const parts = await askEach<SlaEvent[]>(
      this.services,
      asked,
      staffRpc.slaEvents,
      request,
      requestId,
    );
    return slaReportOf(request, parts.flat());
  }

  /**
   * The report as CSV: its figures in all, per kind and per owner (by name), then its misses,
   * each block under its own header line.
   */
  async csv(report: SlaReport): Promise<string> {
    const names = new Map(
      (await this.accounts.directory()).map((member) => [member.id, member.name]),
    );
    const ownerName = (id: string | null) => (id ? (names.get(id) ?? id) : 'Nobody');
    const figures = (scope: string, of: string, f: SlaReport['overall']): (string | null)[] => [
      scope,
      of,
      String(f.due),
      String(f.kept),
      String(f.breached),
      percent(f.hitRate),
      hours(f.medianFirstResponseHours),
    ];
    return [
      csvLine([
        'Scope',
        'Of',
        'Due',
        'Kept',
        'Breached',
        'Hit rate %',
        'Median first response (hours)',
      ]),
      csvLine(figures('All', `${report.from} to ${report.to}`, report.overall)),
      ...report.byKind.map((row) => csvLine(figures('Kind', row.kind, row))),
      ...report.byOwner.map((row) => csvLine(figures('Owner', ownerName(row.ownerId), row))),
      '\r\n',
      csvLine(['Missed', 'Record', 'Promise', 'Due at', 'Answered at', 'Owner']),
      ...report.misses.map((miss) =>
        csvLine([
          miss.kind,
          miss.recordId,
          miss.clock,
          miss.dueAt,
          miss.answeredAt,
          ownerName(miss.ownerId),
        ]),
      ),
    ].join('');
  }
}
