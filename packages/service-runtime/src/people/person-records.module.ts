import { peopleRpc, personQuerySchema } from '@bytecraft/contracts/people';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { Controller, type Provider, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { OwnedRecords } from '../records/records.module';
import { ErasureReporter } from './erasure-reporter';
import { PersonRecords } from './person-records';

/**
 * A record service's PersonRecords over the kinds it owns (`OwnedRecords`), and the controller answering its
 * person pattern (`peopleRpc.find`). The service's queue worker hands PersonRecords its
 * erasure jobs (add it to the worker's JobHandlers); ErasureReporter needs QueueName.Erasures
 * among the service's queues.
 */
export function personRecordsFor(service: ServiceName): {
  providers: Provider[];
  controller: Type;
} {
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
        inject: [DataSource, ErasureReporter, OwnedRecords],
        useFactory: (db: DataSource, reporter: ErasureReporter, owned: OwnedRecords) =>
          new PersonRecords(service, db, owned.all, owned.worked, reporter),
      },
    ],
    controller: PersonRecordsController,
  };
}
