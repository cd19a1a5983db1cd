import { loadGatewayConfig } from '../config/gateway.config';
import { delayAfter, delaySchedule, UNTIL_WINDOW_ENDS } from './sign-in-delay';

const rules = { freeFailures: 3, firstDelaySeconds: 10, maxDelaySeconds: 60, maxFailures: 8 };

describe('the wait after failed sign-ins of one account from one client', () => {
  it('is none for the free failures, then doubles up to its cap, then lasts the window', () => {
    expect(delaySchedule(rules)).toEqual([0, 0, 0, 10, 20, 40, 60, UNTIL_WINDOW_ENDS]);
    expect(delayAfter(0, rules)).toBe(0);
    expect(delayAfter(50, rules)).toBe(UNTIL_WINDOW_ENDS);
  });

  it('locks after the first failure when none are free', () => {
    expect(delaySchedule({ ...rules, freeFailures: 0 })).toEqual([
      10,
      20,
      40,
      60,
      60,
      60,
      60,
      UNTIL_WINDOW_ENDS,
    ]);
  });

  it('goes straight to the window when the maximum comes before the free failures run out', () => {
    expect(delaySchedule({ ...rules, maxFailures: 2 })).toEqual([0, UNTIL_WINDOW_ENDS]);
  });

  it('by default: 5 free, then 15 s doubling, and the window from the 10th on', () => {
    const config = loadGatewayConfig({});
    expect(
      delaySchedule({
        freeFailures: config.STAFF_LOGIN_FREE_FAILURES,
        firstDelaySeconds: config.STAFF_LOGIN_DELAY_SECONDS,
        maxDelaySeconds: config.STAFF_LOGIN_MAX_DELAY_SECONDS,
        maxFailures: config.STAFF_LOGIN_MAX_PER_ACCOUNT_AND_CLIENT,
      }),
    ).toEqual([0, 0, 0, 0, 0, 15, 30, 60, 120, UNTIL_WINDOW_ENDS]);
  });
});
