import { ERROR_MESSAGES, ErrorCode, toFieldErrors } from '@bytecraft/contracts/errors';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload, RpcException } from '@nestjs/microservices';
import { z } from 'zod';
import { DeliveriesService } from './deliveries.service';

/** The delivery ids of the mails a record's activity shows (its confirmation, its replies). */
const deliveryStatesRequest = z.object({
  ids: z.array(z.string().min(1).max(200)).min(1).max(200),
});

/** Answers the mails' delivery states the owning services and the gateway show in activities. */
@Controller()
export class DeliveryStatesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  /**
   * Every id asked for, each with its state. A malformed request is answered with the error
   * catalogue's validation error, as an answer meant (RpcException), not a failure to log.
   */
  @MessagePattern(staffRpc.deliveryStates)
  states(@Payload() request: unknown) {
    const parsed = deliveryStatesRequest.safeParse(request);
    if (!parsed.success) {
      throw new RpcException({
        code: ErrorCode.Validation,
        message: ERROR_MESSAGES.validation,
        validationErrors: toFieldErrors(parsed.error),
      });
    }
    return this.deliveries.states(parsed.data.ids);
  }
}
