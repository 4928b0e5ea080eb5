/** An admin's management of staff (packages/contract/src/staff.ts, /api/staff/members). */
import type {
  createStaffSchema,
  staffMemberSchema,
  updateStaffSchema,
} from '@storefront/contract/staff';
import type { z } from 'zod/mini';
import { staffApi } from '../../app/staff-api';

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type NewStaffMember = z.input<typeof createStaffSchema>;
export type StaffMemberChange = z.input<typeof updateStaffSchema>;

export const membersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffMember[], void>({
      query: () => '/members',
      transformResponse: (answer: { members: StaffMember[] }) => answer.members,
      providesTags: ['Members'],
    }),
    createStaffMember: build.mutation<StaffMember, NewStaffMember>({
      query: (body) => ({ url: '/members', method: 'POST', body }),
      invalidatesTags: (member) => (member ? ['Members'] : []),
    }),
    /** The admin's own profile may change too (their name, or TOTP reset by another admin). */
    updateStaffMember: build.mutation<StaffMember, { id: number; change: StaffMemberChange }>({
      query: ({ id, change }) => ({ url: `/members/${id}`, method: 'PATCH', body: change }),
      invalidatesTags: (member) => (member ? ['Members', 'Me'] : []),
    }),
  }),
});

export const { useStaffMembersQuery, useCreateStaffMemberMutation, useUpdateStaffMemberMutation } =
  membersApi;
