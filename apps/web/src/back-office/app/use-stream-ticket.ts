/**
 * A back office stream's ticket (POST /api/staff/stream-ticket, decision 079): the stream's
 * address carries it instead of the session's token, and each (re)connection takes a new one
 * (lib/use-event-stream.ts). null when the session has ended: the 401 has signed the member out.
 */
import { useCallback } from 'react';
import { errorStatus } from '../../lib/api';
import { useStreamTicketMutation } from './staff-api';

export function useStreamTicket(): () => Promise<string | null> {
  const [take] = useStreamTicketMutation();
  return useCallback(async () => {
    const answer = await take();
    if (answer.data) return answer.data.ticket;
    if (errorStatus(answer.error) === 401) return null;
    throw new Error('no stream ticket');
  }, [take]);
}
