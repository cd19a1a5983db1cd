import { ApiError } from '../http/api-error';
import { ClientClosedError } from '../http/client-closed';

interface Waiter {
  grant(): void;
}

/**
 * How many uploads this process reads at once (UPLOAD_CONCURRENCY). Beyond that a request
 * waits its turn, first come first served, its body unread (TCP holds the client back), for at
 * most UPLOAD_QUEUE_WAIT_MS; then it is answered 503 with Retry-After, having stored nothing,
 * and the site sends it again with the same submission id.
 */
export class UploadSlots {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly limit: number,
    readonly waitMs: number,
  ) {}

  /** Uploads being read now, and requests waiting for their turn. */
  get load() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Runs `work` in a slot; `gone` aborts the wait when the client leaves before its turn. */
  async run<T>(work: () => Promise<T>, gone?: AbortSignal): Promise<T> {
    await this.acquire(gone);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(gone?: AbortSignal): Promise<void> {
    if (gone?.aborted) return Promise.reject(new ClientClosedError('its upload was read'));
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (error: Error) => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        clearTimeout(timer);
        gone?.removeEventListener('abort', onGone);
        reject(error);
      };
      const onGone = () => leave(new ClientClosedError('its upload was read'));
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          gone?.removeEventListener('abort', onGone);
          resolve();
        },
      };
      const timer = setTimeout(
        () => leave(ApiError.unavailable(Math.max(1, Math.ceil(this.waitMs / 1000)))),
        this.waitMs,
      );
      gone?.addEventListener('abort', onGone, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** The slot passes to the first waiter, or is freed. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.active--;
  }
}
