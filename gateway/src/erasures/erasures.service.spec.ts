import { ERASURE_PARTS } from '@bytecraft/contracts/people';
import { JobName } from '@bytecraft/contracts/queues';
import { ERASURE_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { ApiError } from '../http/api-error';
import type { ObjectStorage } from '../uploads/object-storage';
import type { ErasureRow } from './erasure.entity';
import { ErasuresService } from './erasures.service';

/** The rows an erasure leaves in a table that holds them in memory. */
function rowsInMemory() {
  const rows = new Map<string, ErasureRow>();
  return {
    rows,
    repository: {
      insert: async (row: ErasureRow) =>
        void rows.set(row.id, { ...row, requestedAt: new Date(), finishedAt: null }),
      delete: async ({ id }: { id: string }) => void rows.delete(id),
      findOneBy: async ({ id }: { id: string }) => rows.get(id) ?? null,
    } as unknown as Repository<ErasureRow>,
  };
}

const queue = (add: Queue['add']) => ({ add: jest.fn(add) }) as unknown as Queue;
const accepting = () => queue(async () => ({}) as never);
const request = {
  reason: 'request' as const,
  requestedById: randomUUID(),
  emailHash: 'a'.repeat(64),
  scope: { email: 'asha@example.com', emailHash: 'a'.repeat(64) },
};

describe('ErasuresService.start', () => {
  it('stores the erasure with every part pending, then queues its job on every erasure queue under its id', async () => {
    const { rows, repository } = rowsInMemory();
    const queues = [accepting(), accepting(), accepting(), accepting(), accepting()];
    const service = new ErasuresService(repository, {} as ObjectStorage, queues);
    const erasure = await service.start(request);
    expect(erasure.status).toBe('in-progress');
    expect(Object.keys(rows.get(erasure.id)!.parts)).toEqual([...ERASURE_PARTS]);
    for (const one of queues) {
      expect(one.add).toHaveBeenCalledWith(
        JobName.ErasureRequested,
        { erasureId: erasure.id, scope: request.scope },
        { ...ERASURE_JOB_OPTIONS, jobId: erasure.id },
      );
    }
  });

  it('answers 503 and keeps no erasure when a queue refuses the job, so nothing shows progress that will not come', async () => {
    const { rows, repository } = rowsInMemory();
    const refusing = queue(async () => {
      throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
    });
    const service = new ErasuresService(repository, {} as ObjectStorage, [
      accepting(),
      accepting(),
      refusing,
      accepting(),
      accepting(),
    ]);
    const failure = await service.start(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect(rows.size).toBe(0);
  });
});
