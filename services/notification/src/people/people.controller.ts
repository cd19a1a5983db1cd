import { peopleRpc, personQuerySchema, type PersonHoldings } from '@bytecraft/contracts/people';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { validatedPayload } from '../validated-payload';
import { PeopleService } from './people.service';

/** The gateway's person view and export ask each service what it holds of an address. */
@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @MessagePattern(peopleRpc.find(ServiceName.Notification))
  find(@Payload() query: unknown): Promise<PersonHoldings> {
    return this.people.find(validatedPayload(personQuerySchema, query).email);
  }
}
