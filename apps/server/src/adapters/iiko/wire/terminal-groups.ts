/** iiko's terminal groups on the wire: `terminal_groups` and `terminal_groups/is_alive`. */
import { z } from 'zod';

/** `POST /api/1/terminal_groups` */
export const iikoTerminalGroupsAnswerSchema = z.object({
  terminalGroups: z.array(
    z.object({ organizationId: z.string(), items: z.array(z.object({ id: z.string() })) }),
  ),
});

/** `POST /api/1/terminal_groups/is_alive` */
export const iikoIsAliveAnswerSchema = z.object({
  isAliveStatus: z.array(
    z.object({ isAlive: z.boolean(), terminalGroupId: z.string(), organizationId: z.string() }),
  ),
});
