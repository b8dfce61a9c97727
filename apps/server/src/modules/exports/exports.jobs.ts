import type { JobQueue } from '../../jobs/queue.ts';
import type { ExportsService } from './exports.service.ts';
import { EXPORT_JOB } from './exports.service.ts';

export async function registerExportsJobs(queue: JobQueue, exports: ExportsService): Promise<void> {
  await queue.work<{ exportId: string }>(EXPORT_JOB, (data) => exports.build(data));
}
