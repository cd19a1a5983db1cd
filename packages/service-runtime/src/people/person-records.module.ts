import { peopleRpc, personQuerySchema } from '@bytecraft/contracts/people';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import type { RecordKind } from '@bytecraft/contracts/triage';
import { Controller, type Provider, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import type { Records } from '../records/records';
import { recordsToken } from '../records/records.module';
import { ErasureReporter } from './erasure-reporter';
import { PersonRecords } from './person-records';

/**
 * A record service's PersonRecords over the kinds it owns, and the controller answering its
 * person pattern (`peopleRpc.find`). The service's queue worker hands PersonRecords its
 * erasure jobs (add it to the worker's JobHandlers); ErasureReporter needs QueueName.Erasures
 * among the service's queues.
 */
export function personRecordsFor(
  service: ServiceName,
  kinds: RecordKind[],
): { providers: Provider[]; controller: Type } {
  @Controller()
  class PersonRecordsController {
    constructor(private readonly people: PersonRecords) {}

    @MessagePattern(peopleRpc.find(service))
    find(@Payload() query: unknown) {
      // Validated again here: the transport is a boundary too.
      return this.people.find(personQuerySchema.parse(query));
    }
  }

  return {
    providers: [
      ErasureReporter,
      {
        provide: PersonRecords,
        inject: [DataSource, ErasureReporter, ...kinds.map(recordsToken)],
        useFactory: (
          db: DataSource,
          reporter: ErasureReporter,
          ...kinds: Records<{ id: string }, unknown>[]
        ) => new PersonRecords(service, db, kinds, reporter),
      },
    ],
    controller: PersonRecordsController,
  };
}
