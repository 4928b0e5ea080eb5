/** The audit log (packages/contract/src/staff.ts, /api/staff/audit): admins only. */
import type { auditEntrySchema } from '@storefront/contract/staff';
import type { z } from 'zod/mini';
import { staffApi } from '../../app/staff-api';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of entries, newest first; `before` is the last entry's id of the previous page. */
    auditEntries: build.query<AuditEntry[], number | undefined>({
      query: (before) => (before === undefined ? '/audit' : `/audit?before=${before}`),
      transformResponse: (answer: { entries: AuditEntry[] }) => answer.entries,
    }),
  }),
});

export const { useAuditEntriesQuery } = auditApi;
