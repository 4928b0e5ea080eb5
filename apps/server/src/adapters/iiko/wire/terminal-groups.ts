/** iiko's terminal groups on the wire: `terminal_groups` and `terminal_groups/is_alive`. */
import { z } from 'zod';

/** `POST /api/1/terminal_groups` */
const terminalGroupsOfOrganization = z.object({
  organizationId: z.string(),
  items: z.array(z.object({ id: z.string() })),
});

export const iikoTerminalGroupsAnswerSchema = z.object({
  terminalGroups: z.array(terminalGroupsOfOrganization),
  /** groups iiko put to sleep for inactivity; `terminal_groups/awake` wakes them */
  terminalGroupsInSleep: z.array(terminalGroupsOfOrganization).nullish(),
});

/** `POST /api/1/terminal_groups/awake` */
export const iikoAwakeAnswerSchema = z.object({
  successfullyProcessed: z.array(z.string()).nullish(),
  failedProcessed: z.array(z.string()).nullish(),
});

/** `POST /api/1/terminal_groups/is_alive` */
export const iikoIsAliveAnswerSchema = z.object({
  isAliveStatus: z.array(
    z.object({ isAlive: z.boolean(), terminalGroupId: z.string(), organizationId: z.string() }),
  ),
});
