import { DELIVERY_STATES_MAX_IDS, staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { validatedPayload } from '../validated-payload';
import { DeliveriesService } from './deliveries.service';

/** The delivery ids of the mails a record's activity shows (its confirmation, its replies). */
const deliveryStatesRequest = z.object({
  ids: z.array(z.string().min(1).max(200)).min(1).max(DELIVERY_STATES_MAX_IDS),
});

/** Answers the mails' delivery states the owning services and the gateway show in activities. */
@Controller()
export class DeliveryStatesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  /** Every id asked for, each with its state; a malformed request, the catalogue's 400. */
  @MessagePattern(staffRpc.deliveryStates)
  states(@Payload() request: unknown) {
    return this.deliveries.states(validatedPayload(deliveryStatesRequest, request).ids);
  }
}
