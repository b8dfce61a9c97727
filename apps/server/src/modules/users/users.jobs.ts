import type { JobQueue } from '../../jobs/queue.ts';
import { INVITATION_JOB, type InvitationJob, type InvitationsService } from './invitations.service.ts';

export async function registerUsersJobs(queue: JobQueue, invitations: InvitationsService | undefined): Promise<void> {
  if (invitations) await queue.work<InvitationJob>(INVITATION_JOB, (data) => invitations.sendInvitation(data));
}
